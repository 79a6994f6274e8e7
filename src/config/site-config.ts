import { flag, fractionOr, listOr, optionalText, textOr, urlOr, type EnvValues } from './env-parsers';

/**
 * The settings the browser code reads, from `GATSBY_*` variables (documented in the README). Each
 * has a default, so a plain `npm start` works. The build reads the same function over its own
 * environment first (build-env.ts), so a bad value fails the build, naming the variable.
 */
export function readSiteConfig(env: EnvValues) {
  return {
    /** The library's source repository (app bar link, API "source code" links). */
    sourceRepository: urlOr(env, 'GATSBY_SOURCE_REPOSITORY', 'https://github.com/mui/mui-x'),
    /** Prefix of "Edit this page" links; the content file's repository path is appended. */
    editUrlBase: urlOr(env, 'GATSBY_EDIT_URL_BASE', 'https://github.com/mui/mui-x-docs/edit/main/'),
    /** Prefix of "View the source" links of demos; the demo file's repository path is appended. */
    sourceUrlBase: urlOr(env, 'GATSBY_SOURCE_URL_BASE', 'https://github.com/mui/mui-x-docs/blob/main/'),
    /** Host names on which the service worker registers: the production docs host unless configured. */
    serviceWorkerHosts: listOr(env, 'GATSBY_SW_HOSTS', ['mui.com']),
    /** The MUI X license key, set once when demos load; never printed. */
    licenseKey: optionalText(env, 'GATSBY_MUI_LICENSE_KEY'),
    /** Where "Open in CodeSandbox / StackBlitz" posts a demo (tests point them at a loopback fake). */
    codeSandboxUrl: urlOr(env, 'GATSBY_CODESANDBOX_URL', 'https://codesandbox.io/api/v1/sandboxes/define'),
    stackBlitzUrl: urlOr(env, 'GATSBY_STACKBLITZ_URL', 'https://stackblitz.com/run'),
    /** Share of sessions that report web vitals: about 0.01 % by default, as the reference samples. */
    webVitalsSampleRate: fractionOr(env, 'GATSBY_WEB_VITALS_SAMPLE_RATE', 0.0001),
    /** An optional web-font stylesheet; without it the system font stack is used. */
    fontCssUrl: urlOr(env, 'GATSBY_FONT_CSS_URL', null),
    /** Where "Was this page helpful?" posts the reader's answer; without it the feedback UI is off. */
    feedbackUrl: urlOr(env, 'GATSBY_FEEDBACK_URL', null),
    ads: {
      /** Ads render in production builds, and in development when asked to. */
      enabled: env.NODE_ENV === 'production' || flag(env, 'GATSBY_ENABLE_AD_IN_DEV'),
      /** The third-party ad script; without it our in-house ads show directly. */
      scriptUrl: urlOr(env, 'GATSBY_AD_SCRIPT_URL', null),
      /** The ad server's JSON list (the inline ad under demo code); without it that ad is off. */
      serverUrl: urlOr(env, 'GATSBY_AD_SERVER_URL', null),
      /** Name of the ad network shown under fetched ads ("ad by …"). */
      serverName: textOr(env, 'GATSBY_AD_SERVER_NAME', 'Carbon'),
      /** Share of ad displays reported to analytics: 10 % by default. */
      displayRatio: fractionOr(env, 'GATSBY_AD_DISPLAY_RATIO', 0.1),
      /** Link of the third party's own house ad, which we replace with one of ours. */
      houseFallbackUrl: urlOr(
        env,
        'GATSBY_AD_HOUSE_FALLBACK_URL',
        'https://material-ui-next.com/discover-more/backers',
      ),
    },
  };
}

export type SiteConfig = ReturnType<typeof readSiteConfig>;

/**
 * Webpack inlines `process.env.GATSBY_*` only where each variable is written out, so the browser's
 * view of the environment lists them one by one.
 */
const BROWSER_ENV: EnvValues = {
  NODE_ENV: process.env.NODE_ENV,
  GATSBY_SOURCE_REPOSITORY: process.env.GATSBY_SOURCE_REPOSITORY,
  GATSBY_EDIT_URL_BASE: process.env.GATSBY_EDIT_URL_BASE,
  GATSBY_SOURCE_URL_BASE: process.env.GATSBY_SOURCE_URL_BASE,
  GATSBY_SW_HOSTS: process.env.GATSBY_SW_HOSTS,
  GATSBY_MUI_LICENSE_KEY: process.env.GATSBY_MUI_LICENSE_KEY,
  GATSBY_CODESANDBOX_URL: process.env.GATSBY_CODESANDBOX_URL,
  GATSBY_STACKBLITZ_URL: process.env.GATSBY_STACKBLITZ_URL,
  GATSBY_WEB_VITALS_SAMPLE_RATE: process.env.GATSBY_WEB_VITALS_SAMPLE_RATE,
  GATSBY_FONT_CSS_URL: process.env.GATSBY_FONT_CSS_URL,
  GATSBY_FEEDBACK_URL: process.env.GATSBY_FEEDBACK_URL,
  GATSBY_ENABLE_AD_IN_DEV: process.env.GATSBY_ENABLE_AD_IN_DEV,
  GATSBY_AD_SCRIPT_URL: process.env.GATSBY_AD_SCRIPT_URL,
  GATSBY_AD_SERVER_URL: process.env.GATSBY_AD_SERVER_URL,
  GATSBY_AD_SERVER_NAME: process.env.GATSBY_AD_SERVER_NAME,
  GATSBY_AD_DISPLAY_RATIO: process.env.GATSBY_AD_DISPLAY_RATIO,
  GATSBY_AD_HOUSE_FALLBACK_URL: process.env.GATSBY_AD_HOUSE_FALLBACK_URL,
};

export const siteConfig: SiteConfig = readSiteConfig(BROWSER_ENV);

/** Identifies the build in the footer (and in bug reports): the commit, unless configured. */
export const DOCS_REVISION = typeof __DOCS_REVISION__ === 'string' ? __DOCS_REVISION__ : 'development';
