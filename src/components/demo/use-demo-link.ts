import * as React from 'react';
import { parseDemoHash, type DemoLink } from './demo-hash';
import { keepInView } from './keep-in-view';

/**
 * Follows links to one demo: when the page opens at the demo's hash, or the hash changes to it
 * later, calls `onLink` (which opens the code in the linked styling and language) and brings the
 * demo into view, keeping it there while the page around it settles.
 */
export function useDemoLink(
  name: string,
  rootRef: React.RefObject<HTMLElement | null>,
  onLink: (link: DemoLink) => void,
): void {
  const onLinkRef = React.useRef(onLink);
  React.useEffect(() => {
    onLinkRef.current = onLink;
  }, [onLink]);

  React.useEffect(() => {
    let stopKeeping: (() => void) | null = null;
    const follow = () => {
      // A new hash, wherever it leads, ends the keeping of this demo in view.
      stopKeeping?.();
      stopKeeping = null;
      const link = parseDemoHash(window.location.hash);
      const root = rootRef.current;
      if (link?.name !== name || !root) return;
      onLinkRef.current(link);
      stopKeeping = keepInView(root);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      stopKeeping?.();
    };
  }, [name, rootRef]);
}
