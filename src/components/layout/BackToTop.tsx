import * as React from 'react';
import { useTranslate } from '../../i18n/LanguageProvider';
import { FrameButton } from '../frame-ui/FrameButton';
import { Icon } from '../icons/Icon';
import { chevronUpIcon } from '../icons/frame-icons';
import * as styles from './layout.module.css';

/** The button appears once the reader is this many window heights down the page. */
export const SHOW_AFTER_SCREENS = 1.5;
/**
 * Below the md breakpoint the button sits over the content column, where demo toolbars reach the
 * right edge: a tap meant for a toolbar button scrolling the page away would be harmful. There it
 * shows only while the reader scrolls back up, the moment they look for a way back.
 */
const NARROW_QUERY = '(max-width: 899.95px)'; // below BREAKPOINTS.md; tokens.ts would bring the colour schemes
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const matches = (query: string) => window.matchMedia?.(query).matches ?? false;

interface ScrollReading {
  y: number;
  previousY: number;
  viewportHeight: number;
  narrow: boolean;
  wasVisible: boolean;
}

/** Whether the button shows after a scroll (see SHOW_AFTER_SCREENS and NARROW_QUERY). */
export function backToTopVisible({ y, previousY, viewportHeight, narrow, wasVisible }: ScrollReading): boolean {
  if (y <= viewportHeight * SHOW_AFTER_SCREENS) return false;
  if (!narrow || y < previousY) return true;
  return y === previousY && wasVisible;
}

/**
 * A floating "Back to top" button for long pages: it scrolls to the top (at once for a reader who
 * prefers reduced motion) and moves focus to the start of the content, where the skip link leads.
 * Hidden (and out of the tab order) until the reader has scrolled well down.
 */
export function BackToTop({ targetId }: { targetId: string }) {
  const t = useTranslate();
  const [visible, setVisible] = React.useState(false);
  React.useEffect(() => {
    let previousY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const reading = { y, previousY, viewportHeight: window.innerHeight, narrow: matches(NARROW_QUERY) };
      previousY = y;
      setVisible((wasVisible) => backToTopVisible({ ...reading, wasVisible }));
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, []);
  const backToTop = () => {
    window.scrollTo({ top: 0, behavior: matches(REDUCED_MOTION_QUERY) ? 'auto' : 'smooth' });
    document.getElementById(targetId)?.focus({ preventScroll: true });
  };
  return (
    <FrameButton
      outlined
      className={styles.backToTop}
      data-visible={visible}
      aria-label={t('backToTop')}
      title={t('backToTop')}
      onClick={backToTop}
    >
      <Icon path={chevronUpIcon} />
    </FrameButton>
  );
}
