import * as React from 'react';
import { isBotUserAgent } from './ad-constants';
import { AdErrorBoundary } from './AdErrorBoundary';
import { useAdConfig } from './AdProvider';
import * as styles from './ads.module.css';

// The ad's code (choice, polling, layouts) loads after the page is interactive: the slot only
// reserves the space. A chunk that fails to load (offline) is caught by the error boundary.
const Ad = React.lazy(() => import('./Ad').then((module) => ({ default: module.Ad })));

/**
 * The space for the ad under a page's description. It is reserved in the server's markup at its
 * final height, so the page never shifts when the ad arrives. Crawlers get the empty space and
 * cause no ad request.
 */
export function AdSlot() {
  const { enabled } = useAdConfig();
  const [show, setShow] = React.useState(false);
  React.useEffect(() => {
    setShow(!isBotUserAgent(navigator.userAgent));
  }, []);
  if (!enabled) return null;
  return (
    <div className={styles.slot} data-ad-slot="body-top">
      {show ? (
        <AdErrorBoundary placement="body-top">
          <React.Suspense fallback={null}>
            <Ad />
          </React.Suspense>
        </AdErrorBoundary>
      ) : null}
    </div>
  );
}
