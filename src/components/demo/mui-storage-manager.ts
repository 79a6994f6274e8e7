import type { StorageManager } from '@mui/material/styles';
import { readStorage, subscribeStorage, writeStorage } from '../../lib/storage';
import { MODE_STORAGE_KEY, parseModePreference } from '../theme/mode-preference';

/**
 * Material UI's colour-scheme storage, backed by the same store as the site's own mode
 * preference (src/lib/storage.ts): both read and write `mui-mode`, validated, and each hears the
 * other's changes on this page and from other tabs.
 */
export const muiStorageManager: StorageManager = ({ key }) => {
  const validate = (value: string | null, fallback: unknown) => {
    if (key === MODE_STORAGE_KEY) {
      return value === null ? fallback : parseModePreference(value);
    }
    return value === 'light' || value === 'dark' ? value : fallback;
  };
  return {
    get: (defaultValue) => validate(readStorage(key), defaultValue),
    set: (value) => writeStorage(key, String(value)),
    subscribe: (handler) => subscribeStorage(key, () => handler(validate(readStorage(key), null))),
  };
};
