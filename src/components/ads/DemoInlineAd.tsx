import * as React from 'react';
import { isBotUserAgent } from './ad-constants';
import { AdDisplay } from './AdDisplay';
import { AdErrorBoundary } from './AdErrorBoundary';
import { useAdConfig } from './AdProvider';
import * as styles from './ads.module.css';
import { fetchFallbackAd, impressionPixels, type FetchedAd } from './fallback-ad';
import { useAdDisplayEvent } from './use-ad-display-event';

const LABEL = 'carbon-demo-inline';

function FetchedInlineAd({ serverUrl }: { serverUrl: string }) {
  const { serverName, displayRatio } = useAdConfig();
  const [ad, setAd] = React.useState<FetchedAd | null>(null);
  const [random] = React.useState(() => Math.random());
  React.useEffect(() => {
    let cancelled = false;
    void fetchFallbackAd(serverUrl).then((result) => {
      if (!cancelled && result.status === 'ad') setAd(result.ad);
    });
    return () => {
      cancelled = true;
    };
  }, [serverUrl]);
  useAdDisplayEvent(ad ? LABEL : null, displayRatio, random);
  if (!ad) return null;
  const description = ad.description ? `${ad.company}. ${ad.description}` : ad.company;
  return (
    <>
      {impressionPixels(ad).map((pixel) => (
        <img key={pixel} className={styles.pixel} src={pixel} alt="" width={1} height={1} />
      ))}
      <AdDisplay
        ad={{ name: ad.company, link: ad.statlink, img: ad.image, description, poweredby: serverName, label: LABEL }}
        shape="inline"
        adLabel={LABEL}
      />
    </>
  );
}

/**
 * The small ad under a demo's code, shown once a reader first opens it (unless the page or the
 * demo disables ads). It comes from the ad server's JSON list.
 */
export function DemoInlineAd() {
  const { enabled, serverUrl } = useAdConfig();
  const [show, setShow] = React.useState(false);
  React.useEffect(() => setShow(!isBotUserAgent(navigator.userAgent)), []);
  if (!enabled || !serverUrl) return null;
  return (
    <div className={styles.inlineSlot} data-ad-slot="demo-inline">
      {show ? (
        <AdErrorBoundary placement="demo-inline">
          <FetchedInlineAd serverUrl={serverUrl} />
        </AdErrorBoundary>
      ) : null}
    </div>
  );
}
