import * as React from 'react';
import * as styles from './ads.module.css';

/**
 * Where the third-party ad script draws its ad: the script is added after mount, once, and
 * writes its placement into this element. It stays mounted, hidden, while one of our ads shows.
 */
export function AdThirdParty({ scriptUrl, hidden }: { scriptUrl: string; hidden: boolean }) {
  const ref = React.useRef<HTMLSpanElement>(null);
  React.useEffect(() => {
    const container = ref.current;
    if (!container) return undefined;
    // Deferred by a tick so that a double effect run (strict mode) injects only one script.
    const timer = window.setTimeout(() => {
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.id = '_carbonads_js';
      container.appendChild(script);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [scriptUrl]);
  return <span ref={ref} className={styles.thirdParty} data-ad-third-party="" hidden={hidden} />;
}
