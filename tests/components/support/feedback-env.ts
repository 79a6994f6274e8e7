/**
 * What the page-feedback component tests share: a fake `fetch` for the feedback service, the
 * bodies it was posted, and an analytics spy and empty storage for every test.
 */

/** Installs a fake `fetch` that gives these answers to the posts in turn, and returns it. */
export function mockFetch(...answers: ({ ok: boolean; status: number } | Error)[]): jest.Mock {
  const fetch = jest.fn();
  for (const answer of answers) {
    if (answer instanceof Error) fetch.mockRejectedValueOnce(answer);
    else fetch.mockResolvedValueOnce(answer);
  }
  globalThis.fetch = fetch;
  return fetch;
}

/** The JSON body of each post. */
export const postedBodies = (fetch: jest.Mock): unknown[] =>
  fetch.mock.calls.map(([, init]: [string, RequestInit]) => JSON.parse(String(init.body)) as unknown);

/** Each test of the file starts with an analytics spy and empty storage, and leaves no fake behind. */
export function isolateFeedbackTests(): void {
  beforeEach(() => {
    window.gtag = jest.fn();
    localStorage.clear();
  });
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
    delete window.gtag;
  });
}
