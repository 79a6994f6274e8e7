import { readCookie } from '../../lib/cookies';
import { DEFAULT_DEMO_STYLING, isDemoStyling, type DemoStyling } from '../../lib/demo-stylings';

/** Which language demo code is shown in. Stored in the `codeVariant` cookie. */
export const CODE_VARIANTS = ['TS', 'JS'] as const;
export type CodeVariant = (typeof CODE_VARIANTS)[number];
export const CODE_VARIANT_COOKIE = 'codeVariant';
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';

/** Which styling solution demo code is shown with (one of the demo stylings). Stored in the `codeStyling` cookie. */
export type CodeStyling = DemoStyling;
export const CODE_STYLING_COOKIE = 'codeStyling';

/** The attribute on `<html>` carrying the variant before scripts run (see codePreferenceScript). */
export const CODE_VARIANT_ATTRIBUTE = 'data-code-variant';

export function parseCodeVariant(value: string | null): CodeVariant {
  return value === 'JS' || value === 'TS' ? value : DEFAULT_CODE_VARIANT;
}

export function parseCodeStyling(value: string | null): CodeStyling {
  return isDemoStyling(value) ? value : DEFAULT_DEMO_STYLING;
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
