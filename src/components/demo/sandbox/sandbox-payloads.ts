import { compressToBase64 } from 'lz-string';
import type { SandboxFiles } from './sandbox-types';

/** The form fields a sandbox service receives. */
export type FormFields = Record<string, string>;

/**
 * CodeSandbox's define API: the files as JSON, LZ-compressed into URL-safe base64, and the file
 * to open.
 */
export function codeSandboxFields(files: SandboxFiles, mainFile: string): FormFields {
  const payload = {
    files: Object.fromEntries(Object.entries(files).map(([path, content]) => [path, { content, isBinary: false }])),
  };
  const parameters = compressToBase64(JSON.stringify(payload))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return { parameters, query: `file=/${mainFile}` };
}

/** StackBlitz's POST API: a `node` project (it runs Vite in WebContainers) with every file. */
export function stackBlitzFields(files: SandboxFiles, title: string, description: string): FormFields {
  const fields: FormFields = {
    'project[title]': title,
    'project[description]': description,
    'project[template]': 'node',
  };
  for (const [path, content] of Object.entries(files)) {
    fields[`project[files][${path}]`] = content;
  }
  return fields;
}

/** Decodes CodeSandbox parameters (for tests and the loopback fake). */
export function decodeCodeSandboxParameters(parameters: string, decompress: (input: string) => string | null): unknown {
  const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(decompress(base64 + '='.repeat((4 - (base64.length % 4)) % 4)) ?? 'null');
}
