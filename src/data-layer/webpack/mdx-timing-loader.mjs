/**
 * Measures how long each MDX page takes to compile, for the scaling benchmark (enabled by
 * DOCS_PROFILE_MDX_LOG; see src/data-layer/webpack-config.ts). It runs first and last around
 * gatsby-plugin-mdx's loaders: its pitch notes the start, its normal phase appends the elapsed
 * time (MDX compile plus the JavaScript transform of its output) to the log file, one JSON line
 * per file and bundle.
 */
import fs from 'node:fs';

const started = new Map();

function mdxTimingLoader(source, map, meta) {
  const { log, stage } = this.getOptions();
  const start = started.get(this.resourcePath);
  if (start !== undefined) {
    started.delete(this.resourcePath);
    const milliseconds = Number(process.hrtime.bigint() - start) / 1e6;
    fs.appendFileSync(log, `${JSON.stringify({ stage, file: this.resourcePath, milliseconds })}\n`);
  }
  this.callback(null, source, map, meta);
}

mdxTimingLoader.pitch = function pitch() {
  started.set(this.resourcePath, process.hrtime.bigint());
};

export default mdxTimingLoader;
