import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { ThemeProvider as MuiThemeProvider, useTheme } from '@mui/material/styles';
import * as React from 'react';
import { createPortal } from 'react-dom';
import { DEFAULT_MODE, MODE_STORAGE_KEY } from '../theme/mode-preference';
import { FONT_FAMILY } from '../theme/tokens';
import { muiStorageManager } from './mui-storage-manager';

/**
 * Renders a demo inside an iframe, for demos that need a document of their own (full-page
 * layouts, fixed positioning). Styles go into the iframe's head and the theme's variables and
 * colour scheme are set on the iframe's root.
 */
export function DemoIframe({ title, height, children }: { title: string; height: number; children: React.ReactNode }) {
  const ref = React.useRef<HTMLIFrameElement>(null);
  const [doc, setDoc] = React.useState<Document | null>(null);
  const theme = useTheme();
  React.useEffect(() => {
    const iframe = ref.current;
    if (!iframe) return undefined;
    const onLoad = () => setDoc(iframe.contentDocument);
    if (iframe.contentDocument?.readyState === 'complete') onLoad();
    iframe.addEventListener('load', onLoad);
    return () => iframe.removeEventListener('load', onLoad);
  }, []);
  const cache = React.useMemo(
    () => (doc ? createCache({ key: 'demo-frame', container: doc.head, prepend: true }) : null),
    [doc],
  );
  return (
    <>
      <iframe ref={ref} title={title} style={{ width: '100%', height, border: 0, display: 'block' }} />
      {doc && cache
        ? createPortal(
            <CacheProvider value={cache}>
              <Global styles={{ body: { margin: 0, fontFamily: FONT_FAMILY } }} />
              <MuiThemeProvider
                theme={theme}
                colorSchemeNode={doc.documentElement}
                disableNestedContext
                defaultMode={DEFAULT_MODE}
                modeStorageKey={MODE_STORAGE_KEY}
                storageManager={muiStorageManager}
              >
                {children}
              </MuiThemeProvider>
            </CacheProvider>,
            doc.body,
          )
        : null}
    </>
  );
}
