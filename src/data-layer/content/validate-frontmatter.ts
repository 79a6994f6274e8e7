import { PLANS, PRODUCT_IDS } from '../../../content/navigation/types';
import type { Problem } from '../problems';
import { unknownApiNames } from '../pages/api-links';

export const TITLE_MAX_LENGTH = 70;
export const DESCRIPTION_MAX_LENGTH = 160;

const KNOWN_KEYS = [
  'title',
  'description',
  'productId',
  'plan',
  'components',
  'packageName',
  'githubLabel',
  'waiAria',
  'materialDesign',
  'navigation',
  'disableAd',
  'disableToc',
] as const;

const BOOLEAN_KEYS = ['navigation', 'disableAd', 'disableToc'] as const;

/** Keys the page's link header shows as links to other sites: each must be an absolute https URL. */
const URL_KEYS = ['waiAria', 'materialDesign'] as const;

function isHttpsUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Checks one content file's front matter. `frontmatter` is whatever the MDX parser produced. */
export function validateFrontmatter(frontmatter: Record<string, unknown>, file: string): Problem[] {
  const problems: Problem[] = [];
  const report = (message: string) => problems.push({ file, message });

  const { title, description } = frontmatter;
  if (typeof title !== 'string' || title.trim() === '') {
    report('is missing a "title" in its front matter.');
  } else if (title.length > TITLE_MAX_LENGTH) {
    report(`has a title of ${title.length} characters; the limit is ${TITLE_MAX_LENGTH}: "${title}".`);
  }
  if (typeof description !== 'string' || description.trim() === '') {
    report('is missing a "description" in its front matter.');
  } else if (description.length > DESCRIPTION_MAX_LENGTH) {
    report(`has a description of ${description.length} characters; the limit is ${DESCRIPTION_MAX_LENGTH}.`);
  }
  for (const key of Object.keys(frontmatter)) {
    if (!(KNOWN_KEYS as readonly string[]).includes(key)) {
      report(`has an unknown front matter key "${key}". Known keys: ${KNOWN_KEYS.join(', ')}.`);
    }
  }
  if (frontmatter.plan !== undefined && !(PLANS as readonly unknown[]).includes(frontmatter.plan)) {
    report(`has an unknown plan ${JSON.stringify(frontmatter.plan)}. Use one of: ${PLANS.join(', ')}.`);
  }
  if (frontmatter.productId !== undefined && !(PRODUCT_IDS as readonly unknown[]).includes(frontmatter.productId)) {
    report(`has an unknown productId ${JSON.stringify(frontmatter.productId)}. Use one of: ${PRODUCT_IDS.join(', ')}.`);
  }
  for (const key of BOOLEAN_KEYS) {
    if (frontmatter[key] !== undefined && typeof frontmatter[key] !== 'boolean') {
      report(`has a non-boolean "${key}" in its front matter.`);
    }
  }
  for (const key of URL_KEYS) {
    if (frontmatter[key] !== undefined && !isHttpsUrl(frontmatter[key])) {
      report(`has a "${key}" that is not an https URL: ${JSON.stringify(frontmatter[key])}.`);
    }
  }
  const { githubLabel } = frontmatter;
  if (githubLabel !== undefined && (typeof githubLabel !== 'string' || githubLabel.trim() === '')) {
    report(`has a "githubLabel" that is not a label name: ${JSON.stringify(githubLabel)}.`);
  }
  const { components } = frontmatter;
  if (components !== undefined && (!Array.isArray(components) || components.some((name) => typeof name !== 'string'))) {
    report('has "components" that is not a list of component names.');
  }
  const unknown = unknownApiNames(components);
  if (unknown.length > 0) {
    report(
      `lists ${unknown.map((name) => `"${name}"`).join(', ')} in "components", which the API reference does not have (content/api/api-list.ts). The page's API section links each name to its API page.`,
    );
  }
  return problems;
}
