/** Alternative stylings a demo may have, each in a sub-folder of `demos/` (the default is `system`). */
export const DEMO_STYLINGS = ['system', 'css', 'tailwind'] as const;
export type DemoStyling = (typeof DEMO_STYLINGS)[number];

export type ParsedDemoFile =
  | { kind: 'demo'; contentPath: string; name: string; styling: DemoStyling; extension: 'tsx' | 'jsx' }
  | { kind: 'module'; contentPath: string; fileName: string }
  | { kind: 'invalid'; message: string }
  | null;

const DEMO_NAME = /^[A-Z][A-Za-z0-9]*$/;

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
  const styling = rest.length === 2 ? rest[0] : 'system';
  if (
    rest.length > 2 ||
    !(DEMO_STYLINGS as readonly string[]).includes(styling ?? '') ||
    (rest.length === 2 && styling === 'system')
  ) {
    return {
      kind: 'invalid',
      message: `is in an unknown demos sub-folder; use demos/<Name>.tsx or demos/<${DEMO_STYLINGS.slice(1).join('|')}>/<Name>.tsx.`,
    };
  }
  const match = /^(.+)\.(tsx|jsx)$/.exec(fileName);
  if (match && DEMO_NAME.test(match[1] ?? '')) {
    return {
      kind: 'demo',
      contentPath,
      name: match[1] as string,
      styling: styling as DemoStyling,
      extension: match[2] as 'tsx' | 'jsx',
    };
  }
  if (/^[a-z0-9]+(-[a-z0-9]+)*\.(ts|tsx|js|jsx|css|json)$/.test(fileName)) {
    return { kind: 'module', contentPath, fileName: rest.join('/') };
  }
  return {
    kind: 'invalid',
    message: 'is in a demos folder but is neither a demo (PascalCase.tsx) nor a module (kebab-case.ts, .css or .json).',
  };
}
