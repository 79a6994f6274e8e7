import * as React from 'react';
import { HEADER_HEIGHT } from '../theme/layout-sizes';

/**
 * The id of the section being read: the last heading that has scrolled past the header.
 * Before the first heading is reached the first one is active; at the very bottom of the page
 * the last one is, since short final sections can never reach the top.
 */
export function useScrollSpy(ids: readonly string[]): string | null {
  const [active, setActive] = React.useState<string | null>(ids[0] ?? null);
  const key = ids.join('|');
  React.useEffect(() => {
    const list = key === '' ? [] : key.split('|');
    if (list.length === 0) {
      return undefined;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = HEADER_HEIGHT + 32;
      let current = list[0] ?? null;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      for (const id of atBottom ? [] : list) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top - offset <= 0) {
          current = id;
        }
      }
      setActive(atBottom ? (list[list.length - 1] ?? null) : current);
    };
    const onScroll = () => {
      if (frame === 0) {
        frame = window.requestAnimationFrame(update);
      }
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) {
        window.cancelAnimationFrame(frame);
      }
    };
  }, [key]);
  return active;
}
