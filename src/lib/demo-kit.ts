/**
 * The demo kit: modules several pages' demos share (a product's fake server, its seeded data), in
 * `content/demo-kit/`. A demo imports one as `@demo-kit/<name>`; the build shows it as a code tab
 * `demo-kit/<name>.ts`, copies it into sandboxes at `src/demo-kit/`, and resolves the import there
 * with an alias (decision 0037). Files of a page's own `demos/` folder stay relative imports.
 */
export const DEMO_KIT_PREFIX = '@demo-kit/';

/** The kit's folder, relative to the repository root. */
export const DEMO_KIT_DIR = 'content/demo-kit';

/** The folder kit modules keep in a demo's code tabs and in a sandbox's `src/`. */
export const DEMO_KIT_FOLDER = 'demo-kit';

/** A kit module's file name: kebab-case TypeScript, no sub-folders. */
export const DEMO_KIT_FILE = /^[a-z0-9]+(-[a-z0-9]+)*\.ts$/;

/** The kit module an import specifier names (`@demo-kit/data-grid-server` → `data-grid-server`), or null. */
export function demoKitModule(specifier: string): string | null {
  return specifier.startsWith(DEMO_KIT_PREFIX) ? specifier.slice(DEMO_KIT_PREFIX.length) : null;
}
