import { useApiStrings } from './api-strings';
import { FilledText } from './FilledText';
import * as styles from './api.module.css';

/**
 * Whether a ref set on the component reaches its root DOM element, and which element that is: a
 * note after the props, like the one on spread props (not an `<aside>`: a page's version callout
 * is one already, and two unnamed asides are two landmarks no one can tell apart).
 */
export function ApiRefCallout({ forwardsRef, element }: { forwardsRef: boolean; element: string | null }) {
  const t = useApiStrings();
  return (
    <div className={styles.notes} data-api-ref-note="">
      <p>
        {!forwardsRef ? (
          t('apiRefNotHeld')
        ) : element ? (
          <FilledText text={t('apiRefForwardedTo')} values={{ element: <code>{element}</code> }} />
        ) : (
          t('apiRefForwarded')
        )}
      </p>
    </div>
  );
}
