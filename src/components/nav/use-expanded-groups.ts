import * as React from 'react';

/**
 * Which nav groups are open. The groups on the path to the active page open on every
 * navigation; groups the reader opened or closed by hand keep their state while the drawer lives.
 */
export function useExpandedGroups(trail: readonly string[]): {
  expanded: ReadonlySet<string>;
  toggle: (pathname: string) => void;
} {
  const [expanded, setExpanded] = React.useState<ReadonlySet<string>>(() => new Set(trail));
  const trailKey = trail.join('|');
  const [openedTrail, setOpenedTrail] = React.useState(trailKey);
  if (openedTrail !== trailKey) {
    // Adjusting state while rendering (not in an effect) so the new page's group is open on the
    // same render, with no flicker.
    setOpenedTrail(trailKey);
    setExpanded((current) => new Set([...current, ...trail]));
  }
  const toggle = React.useCallback((pathname: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(pathname)) {
        next.delete(pathname);
      } else {
        next.add(pathname);
      }
      return next;
    });
  }, []);
  return { expanded, toggle };
}
