import type { DemoStyling } from './demo-stylings';

/**
 * A demo's full code, as the data layer writes it (the `Demo` node's `code`, and the JSON file
 * the browser fetches when a reader opens the code). The GraphQL schema declares the same shape
 * (`DemoCode`); components read it through the generated query types.
 */
export interface DemoCodeFile {
  /** Path relative to the demo's folder, e.g. `Name.tsx` or `data.ts`; a kit module is `demo-kit/<name>.ts`. */
  fileName: string;
  /** File name in the JavaScript variant (`.tsx` → `.js`). */
  jsFileName: string;
  ts: string | null;
  tsHtml: string | null;
  js: string;
  jsHtml: string;
}

/** The npm dependencies of a sandbox made from the demo. */
export interface DemoSandboxDependencies {
  dependencies: Record<string, string>;
  /** Extra development dependencies of the TypeScript variant. */
  typeScriptDevDependencies: Record<string, string>;
}

/** A demo's code in one styling: its main file first, then the local modules it imports. */
export interface DemoStylingCode {
  styling: DemoStyling;
  files: DemoCodeFile[];
  sandbox: DemoSandboxDependencies;
}

export interface DemoCode {
  stylings: DemoStylingCode[];
}
