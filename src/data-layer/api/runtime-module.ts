import path from 'node:path';
import { createRequire } from 'node:module';

const requireModule = createRequire(path.join(process.cwd(), 'package.json'));

/**
 * Loads a file or package of the installed CommonJS builds with Node's own `require`. Some facts
 * are runtime values, not types: class names, and whether an export is a `forwardRef` object. The
 * Data Grid's build requires its stylesheet (`@mui/x-data-grid/index.css`), which Node cannot
 * parse; while this runs, Node reads `.css` files as empty modules, as the HTML renderer does
 * (src/app/server-package-css.ts).
 */
export function requireRuntime(specifier: string): unknown {
  const extensions = requireModule.extensions;
  const addedCssLoader = !extensions['.css'];
  if (addedCssLoader) extensions['.css'] = () => undefined;
  try {
    return requireModule(specifier);
  } finally {
    if (addedCssLoader) delete extensions['.css'];
  }
}
