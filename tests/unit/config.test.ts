import { readBuildEnv } from '../../src/config/build-env';
import { readSiteConfig } from '../../src/config/site-config';

describe('configuration from the environment', () => {
  it('uses the defaults when nothing is set, so a plain build works', () => {
    const site = readSiteConfig({});
    expect(site.ads).toMatchObject({ enabled: false, scriptUrl: null, displayRatio: 0.1, serverName: 'Carbon' });
    expect(site.webVitalsSampleRate).toBe(0.0001);
    expect(site.serviceWorkerHosts).toEqual(['mui.com']);
    expect(readSiteConfig({ NODE_ENV: 'production' }).ads.enabled).toBe(true);
  });

  it('reads the values it is given', () => {
    const site = readSiteConfig({
      GATSBY_AD_DISPLAY_RATIO: '0.5',
      GATSBY_SW_HOSTS: 'localhost, docs.example',
      GATSBY_ENABLE_AD_IN_DEV: 'true',
      GATSBY_AD_SERVER_URL: 'http://127.0.0.1:4000/ads',
    });
    expect(site.ads).toMatchObject({ displayRatio: 0.5, enabled: true, serverUrl: 'http://127.0.0.1:4000/ads' });
    expect(site.serviceWorkerHosts).toEqual(['localhost', 'docs.example']);
  });

  it.each([
    ['GATSBY_AD_DISPLAY_RATIO', 'abc', 'a number from 0 to 1'],
    ['GATSBY_WEB_VITALS_SAMPLE_RATE', '2', 'a number from 0 to 1'],
    ['GATSBY_ENABLE_AD_IN_DEV', 'yes', '"true" or "false"'],
    ['GATSBY_AD_SCRIPT_URL', 'ads.example/script.js', 'an absolute http(s) URL'],
  ])('fails on %s=%s, naming the variable', (name, value, expected) => {
    expect(() => readSiteConfig({ [name]: value })).toThrow(
      `Configuration: ${name} must be ${expected}, but it is "${value}".`,
    );
  });

  it('fails the build on a bad browser setting too', () => {
    expect(() => readBuildEnv({ GATSBY_AD_DISPLAY_RATIO: 'abc' })).toThrow(/GATSBY_AD_DISPLAY_RATIO must be/);
    expect(() => readBuildEnv({ SITE_URL: 'example.com/docs' })).toThrow(/SITE_URL must be an origin/);
    expect(readBuildEnv({ SITE_URL: 'https://docs.example/', GATSBY_DOCS_REVISION: 'abc123' })).toMatchObject({
      siteUrl: 'https://docs.example',
      revision: 'abc123',
    });
  });
});
