import * as React from 'react';
import { QuietBoundary } from '../../lib/QuietBoundary';
import type { AnalyticsTrackerProps } from './AnalyticsTracker';

const AnalyticsTracker = React.lazy(() => import('./AnalyticsTracker'));

/**
 * Mounts the analytics tracker beside the page once it is interactive: its code (payloads,
 * listeners, web vitals) is a chunk of its own, not part of what every page loads first. Calls
 * made before it arrives are not lost: the page's first `page_view` is sent when it mounts, and
 * the tag function queues into `window.dataLayer` from the head script on.
 */
export function AnalyticsProvider({ children, ...tracking }: AnalyticsTrackerProps & { children: React.ReactNode }) {
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);
  return (
    <>
      {children}
      {hydrated ? (
        <QuietBoundary>
          <React.Suspense fallback={null}>
            <AnalyticsTracker {...tracking} />
          </React.Suspense>
        </QuietBoundary>
      ) : null}
    </>
  );
}
