import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { WEB_FONT_FILES, WEB_FONT_PACKAGE, webFontUrl } from '../../components/theme/web-fonts';

/**
 * Copies the web font files from their npm package into `publicDir`, at the URLs the pages' head
 * names. Fails, naming the file, when the package is missing or is not the version the site expects.
 */
// Resolved from the site's root: gatsby-node is bundled, and the bundle's own \`require\` cannot.
const requireFromSite = createRequire(path.join(process.cwd(), 'package.json'));

export function copyWebFonts(
  publicDir: string,
  resolvePackage = (request: string) => requireFromSite.resolve(request),
): string[] {
  let packageJson: string;
  try {
    packageJson = resolvePackage(`${WEB_FONT_PACKAGE.name}/package.json`);
  } catch {
    throw new Error(`Web fonts: the package ${WEB_FONT_PACKAGE.name} is not installed (run npm ci).`);
  }
  const { version } = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string };
  if (version !== WEB_FONT_PACKAGE.version) {
    throw new Error(
      `Web fonts: ${WEB_FONT_PACKAGE.name} is ${version}, but src/components/theme/web-fonts.ts expects ${WEB_FONT_PACKAGE.version}.`,
    );
  }
  const written: string[] = [];
  for (const style of Object.keys(WEB_FONT_FILES) as (keyof typeof WEB_FONT_FILES)[]) {
    const source = path.join(path.dirname(packageJson), 'files', WEB_FONT_FILES[style]);
    if (!fs.existsSync(source)) {
      throw new Error(`Web fonts: ${source} is missing from ${WEB_FONT_PACKAGE.name} ${version}.`);
    }
    const target = path.join(publicDir, webFontUrl(style));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(source, target);
    written.push(target);
  }
  return written;
}
