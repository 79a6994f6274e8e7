import { API_AREAS } from '../../../content/api/api-list';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../content/languages';
import { NAV_ENTRY_KEYS, NAV_FLAGS, PLANS, PRODUCT_IDS, type NavEntry } from '../../../content/navigation/types';
import { isExternalPathname } from '../../lib/paths';
import type { Problem } from '../problems';

const INTERNAL_PATHNAME = /^\/x(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;

/**
 * Pathnames containing these segments legitimately repeat their component page's pathname
 * (the reference exempts them from the duplicate check, and so do we).
 */
const DUPLICATE_EXEMPT = /components-api|hooks-api/;

/**
 * Checks the hand-written navigation tree: shape, known keys, plans and flags, pathname
 * format, and duplicated pathnames. TypeScript already checks most of this when the data is
 * written in TS; this runs again at build time so JS data or casts cannot slip through.
 */
export function validateNavigation(tree: readonly unknown[], file: string): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, string>();

  const visit = (value: unknown, trail: string): void => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push({ file, message: `${trail} is not an object.` });
      return;
    }
    const entry = value as Record<string, unknown>;
    if ('apiPages' in entry) {
      validateGeneratedEntries(entry, trail);
      return;
    }
    const pathname = entry.pathname;
    if (typeof pathname !== 'string' || pathname === '') {
      problems.push({ file, message: `${trail} has no pathname.` });
      return;
    }
    const where = `Navigation entry "${pathname}"`;

    for (const key of Object.keys(entry)) {
      if (!(NAV_ENTRY_KEYS as readonly string[]).includes(key)) {
        problems.push({
          file,
          message: `${where} has an unknown key "${key}". Known keys: ${NAV_ENTRY_KEYS.join(', ')}.`,
        });
      }
    }
    if (entry.plan !== undefined && !(PLANS as readonly unknown[]).includes(entry.plan)) {
      problems.push({
        file,
        message: `${where} has an unknown plan ${JSON.stringify(entry.plan)}. Use one of: ${PLANS.join(', ')}.`,
      });
    }
    for (const flag of NAV_FLAGS) {
      if (entry[flag] !== undefined && typeof entry[flag] !== 'boolean') {
        problems.push({ file, message: `${where} has a non-boolean "${flag}" flag.` });
      }
    }
    if (entry.productId !== undefined && !(PRODUCT_IDS as readonly unknown[]).includes(entry.productId)) {
      problems.push({
        file,
        message: `${where} has an unknown productId ${JSON.stringify(entry.productId)}. Use one of: ${PRODUCT_IDS.join(', ')}.`,
      });
    }
    for (const key of ['title', 'subheader'] as const) {
      if (entry[key] !== undefined && (typeof entry[key] !== 'string' || entry[key] === '')) {
        problems.push({ file, message: `${where} has an empty or non-text ${key}.` });
      }
    }

    const translations = entry.translations;
    if (translations !== undefined) {
      if (typeof translations !== 'object' || translations === null || Array.isArray(translations)) {
        problems.push({ file, message: `${where} has "translations" that is not an object of labels by language.` });
      } else {
        for (const [lang, label] of Object.entries(translations)) {
          if (!TRANSLATED.includes(lang)) {
            problems.push({
              file,
              message: `${where} translates its label into "${lang}", which is not one of the site's other languages (${TRANSLATED.join(', ')}).`,
            });
          } else if (typeof label !== 'string' || label.trim() === '') {
            problems.push({ file, message: `${where} has an empty "${lang}" label.` });
          }
        }
      }
    }

    const children = entry.children;
    if (children !== undefined && (!Array.isArray(children) || children.length === 0)) {
      problems.push({ file, message: `${where} has "children" that is not a non-empty list.` });
    }
    if (entry.subheader !== undefined && children === undefined) {
      problems.push({ file, message: `${where} is a subheader without children.` });
    }

    if (isExternalPathname(pathname)) {
      if (!pathname.startsWith('https://')) {
        problems.push({ file, message: `${where} links to an insecure URL; use https.` });
      }
      if (children !== undefined) {
        problems.push({ file, message: `${where} is an external link and cannot have children.` });
      }
    } else if (!INTERNAL_PATHNAME.test(pathname)) {
      problems.push({
        file,
        message: `${where} is not a valid pathname: use lower-case "/x/segment/..." without a trailing slash.`,
      });
    }

    if (!DUPLICATE_EXEMPT.test(pathname)) {
      const previous = seen.get(pathname);
      if (previous !== undefined) {
        problems.push({
          file,
          message: `Duplicated pathname "${pathname}": it appears at ${previous} and at ${trail}.`,
        });
      } else {
        seen.set(pathname, trail);
      }
    }

    if (Array.isArray(children)) {
      children.forEach((child, index) => visit(child, `${trail} > ${childLabel(child, index)}`));
    }
  };

  /** `{ apiPages: { area, kind } }`: stands for the generated API pages of an area. */
  const validateGeneratedEntries = (entry: Record<string, unknown>, trail: string): void => {
    const extra = Object.keys(entry).filter((key) => key !== 'apiPages');
    const apiPages = entry.apiPages as Record<string, unknown> | null;
    if (
      extra.length > 0 ||
      typeof apiPages !== 'object' ||
      apiPages === null ||
      !(API_AREAS as readonly unknown[]).includes(apiPages.area) ||
      (apiPages.kind !== 'component' && apiPages.kind !== 'interface')
    ) {
      problems.push({
        file,
        message: `${trail} must be exactly { apiPages: { area, kind } } with area one of ${API_AREAS.join(', ')} and kind "component" or "interface".`,
      });
    }
  };

  tree.forEach((entry, index) => visit(entry, childLabel(entry, index)));
  return problems;
}

const TRANSLATED: readonly string[] = LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE);

function childLabel(entry: unknown, index: number): string {
  const record = entry as Partial<NavEntry> & { apiPages?: { area?: unknown } };
  if (typeof record?.pathname === 'string') return record.pathname;
  if (record?.apiPages) return `generated API pages of ${String(record.apiPages.area)}`;
  return `entry #${index + 1}`;
}
