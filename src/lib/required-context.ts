import * as React from 'react';

/**
 * A context that only makes sense inside its provider. Its hook throws one sentence naming the
 * provider to add — the same wording for every provider of the site, unless a provider's message
 * is fixed elsewhere (the theme's and the ads' messages are the public documentation's own).
 */
export function createRequiredContext<T>(
  providerName: string,
  /** What is missing, as in "Could not find <what>; please ensure…". */
  what: string,
  message = `Could not find ${what}; please ensure the component is wrapped in a <${providerName}>`,
): [React.Provider<T | null>, () => T] {
  const Context = React.createContext<T | null>(null);
  Context.displayName = providerName;
  const useRequiredContext = (): T => {
    const value = React.useContext(Context);
    if (value === null) {
      throw new Error(message);
    }
    return value;
  };
  return [Context.Provider, useRequiredContext];
}
