import * as React from 'react';
import { isBotUserAgent } from './ad-constants';
import { Ad } from './Ad';
import { AdErrorBoundary } from './AdErrorBoundary';
import { useAdConfig } from './AdProvider';
import * as styles from './ads.module.css';

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
          <Ad />
        </AdErrorBoundary>
      ) : null}
    </div>
  );
}
