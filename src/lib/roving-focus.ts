/**
 * Arrow-key movement in a row of controls with one tab stop (the ARIA toolbar and tabs
 * patterns): the arrows move to the next or previous item, wrapping around, Home and End to the
 * first and last. In right-to-left pages the arrows follow the reading direction.
 */
export function rovingTargetIndex(key: string, index: number, count: number, rtl = isRtl()): number | null {
  if (count === 0) return null;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (index + 1) % count;
    case backward:
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

function isRtl(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
}
