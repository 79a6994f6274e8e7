import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import type { Configuration, RuleSetRule } from 'webpack';
import { readBuildEnv } from '../config/build-env';
import { DEMO_KIT_DIR, DEMO_KIT_PREFIX } from '../lib/demo-kit';
import { DEMO_SCOPE_SUFFIX } from '../lib/demo-scope';
import { developChunkGroups } from './webpack/develop-chunks';
import { ESBUILD_TARGET, esbuildForContent } from './webpack/esbuild-for-content';
import { LAZY_CHUNK_FILENAME } from './webpack/chunk-file-names';
import { ChunkMapByChunkNamePlugin } from './webpack/chunk-map';
import { PageDemoChunksPlugin } from './webpack/page-demo-chunks';
import { sharedChunkName, type NamedChunk } from './webpack/shared-chunk-name';

const PRODUCTION_STAGES = ['build-javascript', 'build-html'];
/** The stages whose compilations Gatsby keeps in webpack's filesystem cache. */
const CACHED_STAGES = ['build-javascript', 'build-html', 'develop', 'develop-html'];
/**
 * gatsby-config as Gatsby compiles it: one file holding the site's remark and rehype plugins and
 * everything they import. webpack does not know the MDX loader runs them, so a change to one
 * would leave pages compiled by the old plugin in its cache; as a build dependency, a change to
 * any of them starts the cache afresh.
 */
const COMPILED_GATSBY_CONFIG = path.resolve('.cache/compiled/gatsby-config.js');
const NO_PAGE_COMPONENTS = path.resolve('src/data-layer/webpack/no-page-components.ts');
const HTML_STAGES = ['build-html', 'develop-html'];
/** The demos' locales: loaded on demand in the browser, at once in the HTML renderer. */
const DEMO_LOCALES_REQUEST = /^\.\/demo-locales$/;
const DEMO_LOCALES_FOR_SERVER = path.resolve('src/components/demo/demo-locales.server.ts');
const DEMO_SCOPE_LOADER = path.resolve('src/data-layer/webpack/demo-scope-loader.mjs');
const DEMO_SCOPE_QUERY = new RegExp(`^\\${DEMO_SCOPE_SUFFIX}$`);

/**
 * The build's webpack configuration on top of Gatsby's: the constants the browser code reads
 * (declared in src/types/build-constants.d.ts), the demo kit's import alias; in production builds, esbuild for the content's
 * scripts and for minifying (decision 0022), names for the chunks demos share and one chunk for
 * the demos of each page (decision 0030); in development,
 * one chunk per shared package and an HTML renderer without the pages (decision 0027); and, for
 * the scaling benchmark only, the MDX timer. The compiled gatsby-config, which holds the content's
 * remark and rehype plugins, is a build dependency of webpack's cache. The HTML renderer gets the demos' locales at once
 * (`demo-locales.server.ts`), the browser on demand.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins, stage, getConfig }) => {
  const env = readBuildEnv();
  actions.setWebpackConfig({
    plugins: [plugins.define({ __DOCS_REVISION__: JSON.stringify(env.revision) })],
    // Demos import the modules they share as `@demo-kit/<name>` (decision 0037).
    resolve: { alias: { [DEMO_KIT_PREFIX.slice(0, -1)]: path.resolve(DEMO_KIT_DIR) } },
    // A demo's module map for editing it (decision 0045): written before any other loader runs.
    module: { rules: [{ resourceQuery: DEMO_SCOPE_QUERY, enforce: 'pre', use: [{ loader: DEMO_SCOPE_LOADER }] }] },
  });
  if (CACHED_STAGES.includes(stage)) {
    // A change to the remark plugins (compiled into the config) or to the module-map loader makes
    // the cached modules stale.
    actions.setWebpackConfig({
      cache: { buildDependencies: { contentPlugins: [COMPILED_GATSBY_CONFIG], demoScopeLoader: [DEMO_SCOPE_LOADER] } },
    });
  }
  if (HTML_STAGES.includes(stage)) {
    actions.setWebpackConfig({
      plugins: [plugins.normalModuleReplacement(DEMO_LOCALES_REQUEST, DEMO_LOCALES_FOR_SERVER)],
    });
  }
  if (stage === 'build-html') {
    // Node loads the UI packages itself when it renders the pages (decision 0039).
    actions.setWebpackConfig({ externals: [packagesLoadedByNode] });
  }
  if (stage === 'develop-html') {
    actions.setWebpackConfig({
      devtool: false,
      plugins: [plugins.normalModuleReplacement(/^\$virtual\/async-requires$/, NO_PAGE_COMPONENTS)],
    });
  }
  if (stage === 'develop') {
    actions.setWebpackConfig({
      optimization: { removeAvailableModules: true, splitChunks: { cacheGroups: developChunkGroups() } },
    });
  }
  if (!PRODUCTION_STAGES.includes(stage)) {
    return;
  }
  const config = getConfig() as Configuration;
  const rules = (config.module?.rules ?? []).filter(
    (rule): rule is RuleSetRule => typeof rule === 'object' && rule !== null,
  );
  config.module = { ...config.module, rules: [...esbuildForContent(rules), ...mdxTimer(env.profileMdxLog, stage)] };
  if (stage === 'build-javascript' && config.optimization) {
    config.optimization.minimizer = (config.optimization.minimizer ?? []).map(withEsbuildMinify);
    const { splitChunks } = config.optimization;
    const shared = splitChunks ? splitChunks.cacheGroups?.shared : undefined;
    if (shared && typeof shared === 'object' && !(shared instanceof RegExp)) {
      shared.name = (_module: unknown, chunks: NamedChunk[]) => sharedChunkName(chunks);
    }
    config.plugins = [...(config.plugins ?? []), new PageDemoChunksPlugin(), new ChunkMapByChunkNamePlugin()];
    config.output = { ...config.output, chunkFilename: LAZY_CHUNK_FILENAME };
  }
  actions.replaceWebpackConfig(config);
};

interface TerserPluginClass {
  new (options: object): unknown;
  readonly name: string;
  esbuildMinify: unknown;
}

/**
 * Gatsby's Terser minimizer made to minify with esbuild. The new instance comes from the same
 * class (terser-webpack-plugin as Gatsby installs it), so the rest of its behaviour is unchanged.
 */
function withEsbuildMinify<T>(minimizer: T): T {
  const plugin = minimizer as { constructor: Partial<TerserPluginClass> } | null;
  const TerserPlugin = plugin?.constructor;
  if (!TerserPlugin || TerserPlugin.name !== 'TerserPlugin' || !TerserPlugin.esbuildMinify) {
    return minimizer;
  }
  const Plugin = TerserPlugin as TerserPluginClass;
  return new Plugin({ minify: Plugin.esbuildMinify, terserOptions: { target: ESBUILD_TARGET } }) as T;
}

/** The MDX compile timer of the scaling benchmark (DOCS_PROFILE_MDX_LOG). */
function mdxTimer(log: string | null, stage: string): RuleSetRule[] {
  if (!log) return [];
  return [
    {
      test: /\.mdx$/,
      enforce: 'post',
      use: [{ loader: path.resolve('src/data-layer/webpack/mdx-timing-loader.mjs'), options: { log, stage } }],
    },
  ];
}

/**
 * The packages the HTML renderer leaves to Node's `require`: Material UI, MUI X and Emotion, and
 * the date libraries, which the pickers' adapters extend (dayjs plugins, for instance): a demo and
 * the adapter it passes its dates to must share one copy of the library.
 */
const NODE_LOADED_PACKAGES =
  /^(@mui\/|@emotion\/|(dayjs|date-fns|date-fns-jalali|luxon|moment|moment-hijri|moment-jalaali|moment-timezone)(\/|$))/;

/**
 * Webpack externals function for the HTML renderer: a request for one of those packages becomes
 * `require()` of the package's CommonJS build. Only the site's own code and the content are
 * bundled, and they resolve these packages from the top of node_modules, as webpack would; the
 * packages' own imports are resolved by Node from where each package lies, so nested copies
 * (Premium's own Pro and community cores) stay distinct, as in the browser.
 */
function packagesLoadedByNode(
  { request }: { request?: string },
  callback: (error?: Error | null, result?: string) => void,
): void {
  if (request && NODE_LOADED_PACKAGES.test(request)) {
    callback(null, `commonjs ${request}`);
    return;
  }
  callback();
}
