import * as React from 'react';
import type { DemoCode } from './DemoDataProvider';

const cache = new Map<string, Promise<DemoCode>>();

/** Fetches a demo's full code (once per visit); `url` names content, so it never goes stale. */
export function fetchDemoCode(url: string): Promise<DemoCode> {
  let request = cache.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`Could not load the demo code (${response.status}).`);
      return response.json() as Promise<DemoCode>;
    });
    request.catch(() => cache.delete(url));
    cache.set(url, request);
  }
  return request;
}

type CodeState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; code: DemoCode }
  | { status: 'error'; message: string };

/** The demo's code: immediately when the page brought it, otherwise fetched once `wanted`. */
export function useDemoCode(url: string, initial: DemoCode | null, wanted: boolean): CodeState {
  const [state, setState] = React.useState<CodeState>(
    initial ? { status: 'ready', code: initial } : { status: 'idle' },
  );
  React.useEffect(() => {
    if (!wanted || state.status === 'ready' || state.status === 'loading') return;
    setState({ status: 'loading' });
    fetchDemoCode(url).then(
      (code) => setState({ status: 'ready', code }),
      (error: Error) => setState({ status: 'error', message: error.message }),
    );
  }, [url, wanted, state.status]);
  return state;
}
