import fs from 'node:fs';
import path from 'node:path';
import { DEMO_NAME } from '../../lib/content-components';
import { DEFAULT_DEMO_STYLING, DEMO_STYLINGS, type DemoStyling } from '../../lib/demo-stylings';

/**
 * Where a page's demos are on disk. Demos live beside the English page; a translation uses the
 * English page's `demos/` folder.
 */
export function englishDemosDir(mdxFile: string): string {
  const pageDir = path.dirname(mdxFile);
  const zh = `${path.sep}content${path.sep}zh${path.sep}`;
  return path.join(pageDir.replace(zh, `${path.sep}content${path.sep}en${path.sep}`), 'demos');
}

/** The module of each styling a demo is written in (without extension), default styling first. */
export function demoModuleFiles(demosDir: string, name: string): { styling: DemoStyling; file: string }[] {
  return DEMO_STYLINGS.flatMap((styling) => {
    const folder = styling === DEFAULT_DEMO_STYLING ? demosDir : path.join(demosDir, styling);
    const exists = ['tsx', 'jsx'].some((extension) => fs.existsSync(path.join(folder, `${name}.${extension}`)));
    return exists ? [{ styling, file: path.join(folder, name) }] : [];
  });
}

/** The names of the demos in a `demos/` folder, sorted. */
export function availableDemoNames(demosDir: string): string[] {
  if (!fs.existsSync(demosDir)) return [];
  return fs
    .readdirSync(demosDir)
    .map((entry) => /^(.+)\.(tsx|jsx)$/.exec(entry)?.[1] ?? '')
    .filter((name) => DEMO_NAME.test(name))
    .sort();
}
