/**
 * Build-time configuration, read from the environment by gatsby-config (Node only).
 * Browser-side settings are `GATSBY_*` variables read in src/config/site-config.ts.
 */
import { execFileSync } from 'node:child_process';

export interface BuildEnv {
  /** Absolute origin used for canonical and alternate links. */
  siteUrl: string;
  /** Google Analytics 4 measurement id; without it no tag script is loaded. */
  gaMeasurementId: string | null;
  /** Origin the gtag script is loaded from (tests point it at a loopback fake). */
  gtagOrigin: string;
  /** Identifies the build (shown in the footer): GATSBY_DOCS_REVISION, else the git commit. */
  revision: string;
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

export function readBuildEnv(env: NodeJS.ProcessEnv = process.env): BuildEnv {
  const siteUrl = (env.SITE_URL ?? 'http://localhost:9000').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(siteUrl)) {
    throw new Error(`SITE_URL must be an origin such as https://example.com, got "${siteUrl}".`);
  }
  return {
    siteUrl,
    gaMeasurementId: env.GATSBY_GA_MEASUREMENT_ID?.trim() || null,
    gtagOrigin: env.GATSBY_GTAG_ORIGIN?.trim() || 'https://www.googletagmanager.com',
    revision: env.GATSBY_DOCS_REVISION?.trim() || gitRevision() || 'unknown',
  };
}
