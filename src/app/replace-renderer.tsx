import { CacheProvider } from '@emotion/react';
import type { GatsbySSR } from 'gatsby';
import { Writable } from 'node:stream';
import type * as React from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createCriticalStyleCollector } from './critical-styles';

/** The page's HTML once every Suspense boundary has resolved, as Gatsby's own renderer waits for. */
function renderToHtml(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        chunks.push(chunk);
        next();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

/**
 * Renders every page as Gatsby 5 does (streaming, all lazy demos resolved), inside an emotion cache
 * that collects the styles Material UI and the demos insert, and writes them into `<head>` instead of
 * the `<style>` elements emotion would put in front of each component in the body, where HTML allows
 * none (decision 0024). The browser's emotion cache finds them there and does not insert them again.
 */
export const replaceRenderer: NonNullable<GatsbySSR['replaceRenderer']> = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const styles = createCriticalStyleCollector();
  const html = await renderToHtml(<CacheProvider value={styles.cache}>{bodyComponent}</CacheProvider>);
  replaceBodyHTMLString(html);
  setHeadComponents(styles.headElements(html));
};
