import * as React from 'react';
import { siteConfig } from '../../config/site-config';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useCodePreferences } from '../code/CodePreferencesProvider';
import { useThemeState } from '../theme/ThemeProvider';
import { clickEvent, pageViewParams, userProperties } from './analytics-payloads';
import { gtag, sendEvent } from './gtag';
import { startWebVitals } from './web-vitals';

/** How long after a navigation the page view is sent, so the new `<title>` is in place. */
const PAGE_VIEW_DELAY_MS = 100;

let webVitalsStarted = false;

function useSystemScheme(): 'light' | 'dark' {
  return React.useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia?.('(prefers-color-scheme: dark)');
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'),
    () => 'light',
  );
}

function usePixelRatio(): number {
  return React.useSyncExternalStore(
    (onChange) => {
      // Re-evaluated when the resolution changes (moving the window to another screen, zooming).
      const query = window.matchMedia?.(`(resolution: ${window.devicePixelRatio}dppx)`);
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => window.devicePixelRatio,
    () => 1,
  );
}

export interface AnalyticsTrackerProps {
  pathname: string;
  productId: string;
  productCategoryId: string;
}

/**
 * Usage analytics through the global tag function: a `page_view` on every page (first load and
 * each navigation), the reader's preferences as user properties, clicks on elements marked
 * with `data-ga-event-*`, and web vitals for a small sample of sessions. Mounted in the browser
 * only, after hydration (see AnalyticsProvider), so it renders nothing.
 */
export default function AnalyticsTracker({ pathname, productId, productCategoryId }: AnalyticsTrackerProps) {
  const lang = useLanguage();
  const { variant, styling } = useCodePreferences();
  const { paletteMode } = useThemeState();
  const systemScheme = useSystemScheme();
  const pixelRatio = usePixelRatio();

  React.useEffect(() => {
    gtag(
      'set',
      'user_properties',
      userProperties({
        codeVariant: variant,
        codeStylingVariant: styling,
        userLanguage: lang,
        devicePixelRatio: pixelRatio,
        colorSchemeOS: systemScheme,
        colorScheme: paletteMode,
      }),
    );
  }, [variant, styling, lang, pixelRatio, systemScheme, paletteMode]);

  React.useEffect(() => {
    const timer = window.setTimeout(() => {
      sendEvent(
        'page_view',
        pageViewParams({ title: document.title, pathname: window.location.pathname, productId, productCategoryId }),
      );
    }, PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, productId, productCategoryId]);

  React.useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const click = clickEvent(event.target instanceof Element ? event.target : null, Math.random);
      if (click) sendEvent(click.category, { eventAction: click.action, eventLabel: click.label });
    };
    document.addEventListener('click', onClick);
    if (!webVitalsStarted) {
      webVitalsStarted = true;
      startWebVitals(siteConfig.webVitalsSampleRate);
    }
    return () => document.removeEventListener('click', onClick);
  }, []);

  return null;
}
