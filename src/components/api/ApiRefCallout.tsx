import { Callout } from '../mdx/Callout';
import { useApiStrings } from './api-strings';
import { FilledText } from './FilledText';

/** Whether a ref set on the component reaches its root DOM element, and which element that is. */
export function ApiRefCallout({ forwardsRef, element }: { forwardsRef: boolean; element: string | null }) {
  const t = useApiStrings();
  return (
    <Callout type="info">
      {!forwardsRef ? (
        t('apiRefNotHeld')
      ) : element ? (
        <FilledText text={t('apiRefForwardedTo')} values={{ element: <code>{element}</code> }} />
      ) : (
        t('apiRefForwarded')
      )}
    </Callout>
  );
}
