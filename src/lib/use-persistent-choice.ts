import * as React from 'react';
import { readStorage, subscribeStorage, writeStorage } from './storage';

/**
 * A choice among fixed options, remembered in localStorage and shared live by every component
 * (and tab) using the same key. The server and the first client render use `fallback`; the
 * stored value applies right after hydration, so the markup always matches.
 */
export function usePersistentChoice<T extends string>(
  key: string,
  options: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const stored = React.useSyncExternalStore(
    (onChange) => subscribeStorage(key, onChange),
    () => readStorage(key),
    () => null,
  );
  const value = options.find((option) => option === stored) ?? fallback;
  const setValue = React.useCallback((next: T) => writeStorage(key, next), [key]);
  return [value, setValue];
}
