import { DEMO_NAME } from '../../lib/content-components';
import { DEMO_STYLINGS, isDemoStyling, type DemoStyling } from '../../lib/demo-stylings';
import type { CodeVariant } from '../code/code-preferences';

/**
 * What a link to a demo asks for: `#Name` opens the demo's code, `#css-Name` (or `tailwind-`,
 * `system-`) shows it in that styling, and `#Name.js` / `#Name.tsx` in that language; the two
 * combine (`#css-Name.tsx`). Demo names are PascalCase and heading anchors lower case, so a
 * heading's hash never reads as a demo's.
 */
export interface DemoLink {
  name: string;
  styling: DemoStyling | null;
  variant: CodeVariant | null;
}

const LINK = new RegExp(`^#(?:(${DEMO_STYLINGS.join('|')})-)?([^.]+?)(?:\\.(js|tsx))?$`);

/** The demo a URL hash links to, or null when it names none. */
export function parseDemoHash(hash: string): DemoLink | null {
  const match = LINK.exec(hash);
  const [, styling, name, extension] = match ?? [];
  if (name === undefined || !DEMO_NAME.test(name)) return null;
  return {
    name,
    styling: isDemoStyling(styling) ? styling : null,
    variant: extension === undefined ? null : extension === 'js' ? 'JS' : 'TS',
  };
}

/** The hash of a link to a demo (the inverse of parseDemoHash). */
export function demoHash({ name, styling, variant }: DemoLink): string {
  const prefix = styling ? `${styling}-` : '';
  const suffix = variant === null ? '' : variant === 'JS' ? '.js' : '.tsx';
  return `#${prefix}${name}${suffix}`;
}
