/**
 * What each date library costs a page whose demo uses it: the picker adapter plus the library
 * code it pulls in, bundled and minified as the site's build would (React and Material UI
 * excluded, since every demo page has them already), then gzipped. Demo code loads when the demo
 * nears the viewport, so this is paid then, not in the page's first load.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';

/** Adapter module of `@mui/x-date-pickers` → the library it wraps. */
export const DATE_ADAPTERS = {
  AdapterDayjs: 'dayjs',
  AdapterDateFns: 'date-fns',
  AdapterLuxon: 'luxon',
  AdapterMoment: 'moment',
  AdapterDateFnsJalali: 'date-fns-jalali',
  AdapterMomentHijri: 'moment-hijri',
  AdapterMomentJalaali: 'moment-jalaali',
};

const EXTERNAL = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  '@mui/material',
  '@mui/material/*',
  '@mui/system',
  '@mui/utils',
  '@mui/utils/*',
  '@emotion/*',
];

/** Gzip bytes (level 9) of the minified adapter-plus-library bundle, per adapter. */
export async function dateLibraryCosts(root) {
  const costs = {};
  for (const [adapter, library] of Object.entries(DATE_ADAPTERS)) {
    const result = await build({
      stdin: {
        contents: `export { ${adapter} } from '@mui/x-date-pickers/${adapter}';`,
        resolveDir: root,
        loader: 'js',
      },
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      external: EXTERNAL,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
      absWorkingDir: path.resolve(root),
    });
    const code = result.outputFiles[0].contents;
    costs[adapter] = { library, rawBytes: code.length, gzipBytes: zlib.gzipSync(code, { level: 9 }).length };
  }
  return costs;
}
