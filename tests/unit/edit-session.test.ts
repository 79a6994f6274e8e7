import type { DemoScopeLoaders } from '../../src/lib/demo-scope';
import type { DemoCodeFile } from '../../src/components/demo/DemoDataProvider';
import {
  createEditSession,
  EDIT_PAUSE_MS,
  editKey,
  EditSession,
} from '../../src/components/demo/editable/edit-session';
import type { EditedFile, ModuleMap, RunResult } from '../../src/components/demo/editable/run-demo';

function file(fileName: string, ts: string | null, js: string): DemoCodeFile {
  return {
    fileName,
    jsFileName: fileName.replace(/\.tsx?$/, '.js'),
    ts,
    tsHtml: ts,
    js,
    jsHtml: js,
  };
}

const main = file('Stock.tsx', 'const count: number = 3;', 'const count = 3;');
const data = file('data.ts', 'export const rows: string[] = [];', 'export const rows = [];');
const styles = file('styles.css', null, '.stock { color: red; }');
const FILES = [main, data, styles];

const SCOPE: ModuleMap = { react: {} };
const scopes: DemoScopeLoaders = { system: () => Promise.resolve({ default: SCOPE }) };

function Rendered() {
  return null;
}

/** A runner that answers with the results given, in turn (then with the last one). */
function fakeRunner(...results: RunResult[]) {
  let calls = 0;
  return jest.fn((_name: string, _edited: readonly EditedFile[], _scope: ModuleMap): RunResult => {
    const result = results[Math.min(calls, results.length - 1)];
    calls += 1;
    if (!result) throw new Error('The fake runner has no result to give.');
    return result;
  });
}

const OK: RunResult = { ok: true, Component: Rendered, files: [] };

/** Lets the run that a pause (or `show`) started finish: it waits for the module map. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

async function pause(): Promise<void> {
  await jest.advanceTimersByTimeAsync(EDIT_PAUSE_MS);
  await settle();
}

function session(run = fakeRunner(OK)) {
  const edits = new EditSession('Stock', scopes, run);
  const listener = jest.fn();
  edits.subscribe(listener);
  edits.show('system', 'ts', FILES);
  return { edits, run, listener };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the edits of a demo', () => {
  it('tells its listeners of the first keystroke only, and runs once typing pauses', async () => {
    const { edits, run, listener } = session();
    await settle();
    expect(listener).not.toHaveBeenCalled();
    const key = editKey('system', 'ts', 'Stock.tsx');
    edits.record(key, 'const count: number = 4;');
    edits.record(key, 'const count: number = 45;');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(edits.getSnapshot()).toMatchObject({ edited: true, live: null, error: null });
    await jest.advanceTimersByTimeAsync(EDIT_PAUSE_MS - 1);
    edits.record(key, 'const count: number = 456;');
    await jest.advanceTimersByTimeAsync(EDIT_PAUSE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalledTimes(1);
    await pause();
    expect(run).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(edits.getSnapshot().live).toEqual({ Component: Rendered, version: 1 });
  });

  it('runs the main file and the edited modules of the shown styling and language, never stylesheets', async () => {
    const { edits, run } = session();
    edits.record(editKey('system', 'ts', 'Stock.tsx'), 'main edited');
    await pause();
    expect(run).toHaveBeenLastCalledWith(
      'Stock',
      [{ fileName: 'Stock.tsx', source: 'main edited', typescript: true }],
      SCOPE,
    );
    edits.record(editKey('system', 'ts', 'data.ts'), 'data edited');
    await pause();
    expect(run).toHaveBeenLastCalledWith(
      'Stock',
      [
        { fileName: 'Stock.tsx', source: 'main edited', typescript: true },
        { fileName: 'data.ts', source: 'data edited', typescript: true },
      ],
      SCOPE,
    );
  });

  it('runs the JavaScript edits under their JavaScript names', async () => {
    const { edits, run } = session();
    edits.show('system', 'js', FILES);
    edits.record(editKey('system', 'js', 'data.ts'), 'js data edited');
    await pause();
    expect(run).toHaveBeenLastCalledWith(
      'Stock',
      [
        { fileName: 'Stock.js', source: 'const count = 3;', typescript: false },
        { fileName: 'data.js', source: 'js data edited', typescript: false },
      ],
      SCOPE,
    );
  });

  it('keeps the last version that ran while a later one fails, and drops the error once one runs', async () => {
    const error = { kind: 'no-default-export', file: 'Stock.tsx' } as const;
    const { edits } = session(fakeRunner(OK, { ok: false, error }, OK));
    const key = editKey('system', 'ts', 'Stock.tsx');
    edits.record(key, 'first');
    await pause();
    const good = edits.getSnapshot().live;
    edits.record(key, 'broken');
    await pause();
    expect(edits.getSnapshot()).toMatchObject({ live: good, error });
    edits.record(key, 'fixed');
    await pause();
    expect(edits.getSnapshot()).toMatchObject({ live: { version: 2 }, error: null });
  });

  it('shows the original demo for a language without edits, and runs the edits again at once on return', async () => {
    const { edits, run } = session();
    edits.record(editKey('system', 'ts', 'Stock.tsx'), 'edited');
    await pause();
    edits.show('system', 'js', FILES);
    await settle();
    expect(edits.getSnapshot().live).toBeNull();
    edits.show('system', 'ts', FILES);
    await settle();
    expect(run).toHaveBeenCalledTimes(2);
    expect(edits.getSnapshot().live).not.toBeNull();
    // The same files again change nothing (the demo renders for other reasons too).
    edits.show('system', 'ts', FILES);
    await settle();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('gives each file its edited text in its styling and language, and the original elsewhere', () => {
    const { edits } = session();
    edits.record(editKey('system', 'ts', 'Stock.tsx'), 'edited');
    expect(edits.sourceOf('system', 'ts', main)).toBe('edited');
    expect(edits.sourceOf('system', 'js', main)).toBe('const count = 3;');
    expect(edits.sourceOf('css', 'ts', main)).toBe('const count: number = 3;');
    // A file without TypeScript shows its JavaScript in both languages.
    expect(edits.sourceOf('system', 'ts', styles)).toBe('.stock { color: red; }');
  });

  it('forgets the edits on reset: no pending run, the original code, and editors remount', async () => {
    const { edits, run } = session();
    const key = editKey('system', 'ts', 'Stock.tsx');
    edits.record(key, 'edited');
    await pause();
    edits.record(key, 'edited again');
    edits.reset();
    await pause();
    expect(run).toHaveBeenCalledTimes(1);
    expect(edits.getSnapshot()).toEqual({ edited: false, live: null, error: null, revision: 1 });
    expect(edits.sourceOf('system', 'ts', main)).toBe('const count: number = 3;');
    // The next edit is a first edit again.
    edits.record(key, 'after reset');
    expect(edits.getSnapshot().edited).toBe(true);
  });

  it('places an error thrown while rendering in the files of the version on screen', async () => {
    const files = [{ file: 'Stock.tsx', url: 'demo-edit/Stock/Stock.tsx', sourceColumn: (_l: number, c: number) => c }];
    const { edits, listener } = session(fakeRunner({ ok: true, Component: Rendered, files }));
    edits.record(editKey('system', 'ts', 'Stock.tsx'), 'edited');
    await pause();
    const thrown = new Error('broken');
    thrown.stack = 'Error: broken\n    at Stock (demo-edit/Stock/Stock.tsx:9:5)';
    const calls = listener.mock.calls.length;
    edits.onRenderError(thrown);
    expect(listener).toHaveBeenCalledTimes(calls + 1);
    expect(edits.getSnapshot().error).toMatchObject({
      kind: 'runtime',
      file: 'Stock.tsx',
      column: 5,
      message: 'broken',
    });
  });

  it('runs nothing once disposed', async () => {
    const { edits, run } = session();
    edits.record(editKey('system', 'ts', 'Stock.tsx'), 'edited');
    edits.dispose();
    await pause();
    expect(run).not.toHaveBeenCalled();
  });

  it('runs the edited code for real, and names an import the demo never had', async () => {
    const edits = createEditSession('Stock', scopes);
    edits.show('system', 'ts', [main]);
    const key = editKey('system', 'ts', 'Stock.tsx');
    edits.record(key, 'export default function Stock() { return <p>4 pallets</p>; }');
    await pause();
    expect(typeof edits.getSnapshot().live?.Component).toBe('function');
    edits.record(key, "import pad from 'left-pad';\nexport default () => pad;");
    await pause();
    expect(edits.getSnapshot().error).toMatchObject({ kind: 'unknown-import', specifier: 'left-pad' });
  });
});
