/**
 * localStorage that never throws. When storage is unavailable (private browsing, blocked
 * cookies, a full quota) values live in memory for the rest of the page's life instead.
 */
const memory = new Map<string, string>();
const listeners = new Map<string, Set<() => void>>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeStorage(key: string, value: string): void {
  memory.set(key, value);
  try {
    storage()?.setItem(key, value);
  } catch {
    // Kept in memory only.
  }
  listeners.get(key)?.forEach((listener) => listener());
}

/** Calls `onChange` when `key` changes in this page or in another tab. */
export function subscribeStorage(key: string, onChange: () => void): () => void {
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) {
      onChange();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set?.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** A yes/no flag for this browser session (sessionStorage), or null when unset or unavailable. */
export function readSessionFlag(key: string): boolean | null {
  try {
    const value = window.sessionStorage.getItem(key);
    return value === null ? null : value === '1';
  } catch {
    return null;
  }
}

export function writeSessionFlag(key: string, value: boolean): void {
  try {
    window.sessionStorage.setItem(key, value ? '1' : '0');
  } catch {
    // No session storage: the draw is repeated on the next page load.
  }
}
