export type SandboxTarget = 'codesandbox' | 'stackblitz';

/** What a sandbox is made from: one styling of a demo, in one language. */
export interface SandboxSource {
  /** The demo's name, used for the title and the package name. */
  name: string;
  /** Page title and URL, for the sandbox's description. */
  pageTitle: string;
  pageUrl: string;
  language: 'ts' | 'js';
  /** The demo's files, the main one first, with paths relative to its demos folder. */
  files: { path: string; content: string }[];
  dependencies: Record<string, string>;
  /** Extra development dependencies of the TypeScript variant. */
  typeScriptDevDependencies: Record<string, string>;
}

/** The files of a sandbox project, by path. */
export type SandboxFiles = Record<string, string>;
