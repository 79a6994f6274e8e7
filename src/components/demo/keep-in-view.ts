/** How long the page may take to settle around a linked demo before it is left where it is. */
const SETTLE_LIMIT_MS = 10_000;
/** A live demo whose page has not changed size for this long is considered settled. */
const QUIET_MS = 800;
/** Any of these means the reader has taken over the scrolling. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls a demo to the top of the viewport and keeps it there while the page settles: demos
 * above it come to life after the scroll and may change height, which would push it away. It
 * scrolls again whenever the page changes size, until the demo is live and the page has been
 * still for a moment, the reader scrolls or types, or a time limit passes. Returns a function
 * that stops early.
 */
export function keepInView(element: HTMLElement): () => void {
  const scroll = () => element.scrollIntoView({ block: 'start' });
  const isLive = () => element.querySelector('[data-live="true"], .demo-root [role="alert"]') !== null;
  let quietTimer: number | undefined;
  const armQuiet = () => {
    window.clearTimeout(quietTimer);
    quietTimer = window.setTimeout(() => (isLive() ? stop() : armQuiet()), QUIET_MS);
  };
  const observer = new ResizeObserver(() => {
    scroll();
    armQuiet();
  });
  const limit = window.setTimeout(() => stop(), SETTLE_LIMIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(quietTimer);
    window.clearTimeout(limit);
    for (const type of READER_INPUT) window.removeEventListener(type, stop);
  }
  for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
  scroll();
  observer.observe(document.body);
  armQuiet();
  return stop;
}
