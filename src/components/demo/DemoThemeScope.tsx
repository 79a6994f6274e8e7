import './license';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider as MuiThemeProvider } from '@mui/material/styles';
import * as React from 'react';
import { createDocsTheme } from '../theme/create-docs-theme';
import { loadRtlCache } from '../theme/emotion-cache';
import { DEFAULT_MODE, MODE_STORAGE_KEY } from '../theme/mode-preference';
import { useThemeState } from '../theme/ThemeProvider';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { Language } from '../../i18n/languages';
import { demoLocalesNow, loadDemoLocales, NO_LOCALES, type DemoLocales } from './demo-locales';
import { muiStorageManager } from './mui-storage-manager';

/**
 * Material UI's theme for the demos of a page, built from the site's tokens with the reader's
 * direction and density and the page's language (on Chinese pages the grids, pickers and Material
 * UI components draw their own texts in Chinese), and the emotion cache for the direction
 * (left-to-right: the page's own, which on the server collects the styles for the head). The build
 * makes it the MDX layout of every page that has demos (see remark-demos), once per page, so its
 * CSS variables are emitted once.
 */
export default function DemoThemeScope({ children }: { children?: React.ReactNode }) {
  const { direction, dense } = useThemeState();
  const lang = useLanguage();
  const [loaded, setLoaded] = React.useState<{ lang: Language; locales: DemoLocales | null }>(() => ({
    lang,
    locales: demoLocalesNow(lang),
  }));
  const locales = loaded.lang === lang ? loaded.locales : demoLocalesNow(lang);
  const theme = React.useMemo(
    () => createDocsTheme({ direction, dense, locales: locales ?? NO_LOCALES }),
    [direction, dense, locales],
  );
  const [rtlCache, setRtlCache] = React.useState<EmotionCache | null>(null);

  React.useEffect(() => {
    if (locales) return undefined;
    let cancelled = false;
    void loadDemoLocales(lang).then((next) => !cancelled && setLoaded({ lang, locales: next }));
    return () => {
      cancelled = true;
    };
  }, [lang, locales]);

  React.useEffect(() => {
    if (direction !== 'rtl') return undefined;
    let cancelled = false;
    void loadRtlCache().then((cache) => !cancelled && setRtlCache(cache));
    return () => {
      cancelled = true;
    };
  }, [direction]);

  const content = (
    <MuiThemeProvider
      theme={theme}
      defaultMode={DEFAULT_MODE}
      modeStorageKey={MODE_STORAGE_KEY}
      storageManager={muiStorageManager}
      disableTransitionOnChange
    >
      {children}
    </MuiThemeProvider>
  );
  return direction === 'rtl' && rtlCache ? <CacheProvider value={rtlCache}>{content}</CacheProvider> : content;
}
