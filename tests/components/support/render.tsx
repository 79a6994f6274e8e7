import { render, type RenderOptions } from '@testing-library/react';
import * as React from 'react';
import { ThemeProvider } from '../../../src/components/theme/ThemeProvider';
import { LanguageProvider } from '../../../src/i18n/LanguageProvider';
import type { Language } from '../../../src/i18n/languages';

/** Renders inside the same providers `wrapPageElement` gives every page. */
export function renderWithProviders(
  ui: React.ReactElement,
  { lang = 'en', ...options }: RenderOptions & { lang?: Language } = {},
) {
  return render(
    <ThemeProvider>
      <LanguageProvider lang={lang}>{ui}</LanguageProvider>
    </ThemeProvider>,
    options,
  );
}
