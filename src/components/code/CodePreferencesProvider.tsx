import * as React from 'react';
import { preferenceCookie } from '../../lib/cookies';
import { createRequiredContext } from '../../lib/required-context';
import { DEFAULT_DEMO_STYLING } from '../../lib/demo-stylings';
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_ATTRIBUTE,
  CODE_VARIANT_COOKIE,
  DEFAULT_CODE_VARIANT,
  readCodePreferences,
  type CodeStyling,
  type CodeVariant,
} from './code-preferences';

interface CodePreferences {
  variant: CodeVariant;
  styling: CodeStyling;
  setVariant: (variant: CodeVariant) => void;
  setStyling: (styling: CodeStyling) => void;
}

const [CodePreferencesContext, useCodePreferences] = createRequiredContext<CodePreferences>(
  'CodePreferencesProvider',
  'the code preferences',
);

/**
 * The reader's code preferences (JS or TS; styling solution), shared by every demo and kept in
 * one-year cookies. The server renders the defaults; the stored values apply right after
 * hydration, and code that is open on load is switched by CSS before that (see the pre-paint
 * script), so nothing flashes.
 */
export function CodePreferencesProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = React.useState({ variant: DEFAULT_CODE_VARIANT, styling: DEFAULT_DEMO_STYLING });

  React.useEffect(() => {
    setState(readCodePreferences(document.cookie));
  }, []);

  const value = React.useMemo<CodePreferences>(
    () => ({
      ...state,
      setVariant: (variant) => {
        document.cookie = preferenceCookie(CODE_VARIANT_COOKIE, variant);
        document.documentElement.setAttribute(CODE_VARIANT_ATTRIBUTE, variant);
        setState((current) => ({ ...current, variant }));
      },
      setStyling: (styling) => {
        document.cookie = preferenceCookie(CODE_STYLING_COOKIE, styling);
        setState((current) => ({ ...current, styling }));
      },
    }),
    [state],
  );
  return <CodePreferencesContext value={value}>{children}</CodePreferencesContext>;
}

/** The reader's code preferences and their setters; throws outside a `<CodePreferencesProvider>`. */
export { useCodePreferences };
