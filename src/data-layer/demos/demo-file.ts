import { DEMO_NAME } from '../../lib/content-components';
import { DEFAULT_DEMO_STYLING, DEMO_STYLINGS, isDemoStyling, type DemoStyling } from '../../lib/demo-stylings';

export type ParsedDemoFile =
  | { kind: 'demo'; contentPath: string; name: string; styling: DemoStyling; extension: 'tsx' | 'jsx' }
  | { kind: 'module'; contentPath: string; fileName: string }
  | { kind: 'invalid'; message: string }
  | null;

/**
 * Classifies a file under `content/` (path relative to it): a demo is
 * `en/<page>/demos/<Name>.tsx` (or `.jsx`, or `demos/<styling>/<Name>.tsx`); other files in a
 * `demos/` folder are modules demos import. Returns null for files outside `demos/` folders.
 */
export function parseDemoFile(relativePath: string): ParsedDemoFile {
  const parts = relativePath.split('/');
  const demosIndex = parts.indexOf('demos');
  if (demosIndex === -1) {
    return null;
  }
  if (parts[0] !== 'en') {
    return {
      kind: 'invalid',
      message: 'is a demo outside content/en/; demos live beside the English page and every language uses them.',
    };
  }
  const contentPath = parts.slice(1, demosIndex).join('/');
  const rest = parts.slice(demosIndex + 1);
  const fileName = rest[rest.length - 1] ?? '';
  const styling = rest.length === 2 ? rest[0] : DEFAULT_DEMO_STYLING;
  if (rest.length > 2 || !isDemoStyling(styling) || (rest.length === 2 && styling === DEFAULT_DEMO_STYLING)) {
    const others = DEMO_STYLINGS.filter((candidate) => candidate !== DEFAULT_DEMO_STYLING);
    return {
      kind: 'invalid',
      message: `is in an unknown demos sub-folder; use demos/<Name>.tsx or demos/<${others.join('|')}>/<Name>.tsx.`,
    };
  }
  const match = /^(.+)\.(tsx|jsx)$/.exec(fileName);
  const [, name = '', extension] = match ?? [];
  if (DEMO_NAME.test(name) && (extension === 'tsx' || extension === 'jsx')) {
    return { kind: 'demo', contentPath, name, styling, extension };
  }
  if (/^[a-z0-9]+(-[a-z0-9]+)*\.(ts|tsx|js|jsx|css|json)$/.test(fileName)) {
    return { kind: 'module', contentPath, fileName: rest.join('/') };
  }
  return {
    kind: 'invalid',
    message: 'is in a demos folder but is neither a demo (PascalCase.tsx) nor a module (kebab-case.ts, .css or .json).',
  };
}
