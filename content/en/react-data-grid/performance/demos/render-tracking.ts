import * as React from 'react';
import { GridCell, type GridCellProps } from '@mui/x-data-grid';

/** A tiny store that counts cell renders without re-rendering the component that owns the grid. */
export interface RenderCounter {
  get: () => number;
  add: () => void;
  reset: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function createRenderCounter(): RenderCounter {
  let count = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: () => count,
    add: () => {
      count += 1;
      notify();
    },
    reset: () => {
      count = 0;
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const RenderCounterContext = React.createContext<RenderCounter | null>(null);

/** The number of cell renders counted so far; re-renders only the component that reads it. */
export function useRenderCount(counter: RenderCounter): number {
  return React.useSyncExternalStore(counter.subscribe, counter.get, () => 0);
}

/**
 * A `cell` slot that behaves like the default one (memoized, same props) and adds one to the
 * counter after each commit of the cell.
 */
export const TrackedCell = React.memo(function TrackedCell(props: GridCellProps) {
  const counter = React.useContext(RenderCounterContext);
  React.useEffect(() => {
    counter?.add();
  });
  return React.createElement(GridCell, props);
});
