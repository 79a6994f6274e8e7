/**
 * Build-time configuration, read from the environment by gatsby-config and the data layer
 * (Node only). It also reads the browser's settings (site-config.ts) over the same environment, so
 * that a value the browser could not use fails the build, naming the variable.
 */
import { execFileSync } from 'node:child_process';
import { optionalText, textOr, urlOr, type EnvValues } from './env-parsers';
import { readSiteConfig, type SiteConfig } from './site-config';

export interface BuildEnv {
  /** Absolute origin used for canonical and alternate links. */
  siteUrl: string;
  /** Google Analytics 4 measurement id; without it no tag script is loaded. */
  gaMeasurementId: string | null;
  /** Origin the gtag script is loaded from (tests point it at a loopback fake). */
  gtagOrigin: string;
  /** Identifies the build (shown in the footer): GATSBY_DOCS_REVISION, else the git commit. */
  revision: string;
  /** Where `gatsby develop` writes the query types (the GraphQL check points it elsewhere). */
  typesOutputPath: string;
  /** DOCS_PROFILE_MDX_LOG: a file the build appends each MDX page's compile time to (benchmarks). */
  profileMdxLog: string | null;
  /** DOCS_PAGES: build only pages under these comma-separated path prefixes. */
  docsPages: string | null;
  /** The browser's settings, as the built site will read them. */
  site: SiteConfig;
}

function gitRevision(): string | null {
  try {
    return (
      execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || null
    );
  } catch {
    return null;
  }
}

export function readBuildEnv(env: EnvValues = process.env): BuildEnv {
  const siteUrl = textOr(env, 'SITE_URL', 'http://localhost:9000').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(siteUrl)) {
    throw new Error(`Configuration: SITE_URL must be an origin such as https://example.com, but it is "${siteUrl}".`);
  }
  return {
    siteUrl,
    gaMeasurementId: optionalText(env, 'GATSBY_GA_MEASUREMENT_ID'),
    gtagOrigin: urlOr(env, 'GATSBY_GTAG_ORIGIN', 'https://www.googletagmanager.com'),
    revision: optionalText(env, 'GATSBY_DOCS_REVISION') ?? gitRevision() ?? 'unknown',
    typesOutputPath: textOr(env, 'GATSBY_TYPES_OUTPUT_PATH', 'src/gatsby-types.d.ts'),
    docsPages: optionalText(env, 'DOCS_PAGES'),
    profileMdxLog: optionalText(env, 'DOCS_PROFILE_MDX_LOG'),
    site: readSiteConfig(env),
  };
}
