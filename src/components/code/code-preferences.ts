import { readCookie } from '../../lib/cookies';

/** Which language demo code is shown in. Stored in the `codeVariant` cookie. */
export const CODE_VARIANTS = ['TS', 'JS'] as const;
export type CodeVariant = (typeof CODE_VARIANTS)[number];
export const CODE_VARIANT_COOKIE = 'codeVariant';
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';

/** Which styling solution demo code is shown with. Stored in the `codeStyling` cookie. */
export const CODE_STYLINGS = ['system', 'css', 'tailwind'] as const;
export type CodeStyling = (typeof CODE_STYLINGS)[number];
export const CODE_STYLING_COOKIE = 'codeStyling';
export const DEFAULT_CODE_STYLING: CodeStyling = 'system';

/** The attribute on `<html>` carrying the variant before scripts run (see codePreferenceScript). */
export const CODE_VARIANT_ATTRIBUTE = 'data-code-variant';

export function parseCodeVariant(value: string | null): CodeVariant {
  return value === 'JS' || value === 'TS' ? value : DEFAULT_CODE_VARIANT;
}

export function parseCodeStyling(value: string | null): CodeStyling {
  return (CODE_STYLINGS as readonly (string | null)[]).includes(value) ? (value as CodeStyling) : DEFAULT_CODE_STYLING;
}

export function readCodePreferences(cookieString: string): { variant: CodeVariant; styling: CodeStyling } {
  return {
    variant: parseCodeVariant(readCookie(cookieString, CODE_VARIANT_COOKIE)),
    styling: parseCodeStyling(readCookie(cookieString, CODE_STYLING_COOKIE)),
  };
}

/**
 * Runs before first paint, with the colour-scheme script: marks `<html>` with the code variant so
 * code that is open on load shows in the reader's language without a flash.
 */
export function codePreferenceScript(): string {
  return `(function(){var v='${DEFAULT_CODE_VARIANT}';try{var m=document.cookie.match(/(?:^|; )${CODE_VARIANT_COOKIE}=(JS|TS)(?:;|$)/);if(m){v=m[1]}}catch(e){}document.documentElement.setAttribute('${CODE_VARIANT_ATTRIBUTE}',v)})();`;
}
