/** The locales the formatting demos offer, each with the currency its readers expect. */
export const readerLocales = [
  { locale: 'en-US', name: 'English (United States)', currency: 'USD' },
  { locale: 'de-DE', name: 'German (Germany)', currency: 'EUR' },
  { locale: 'fr-FR', name: 'French (France)', currency: 'EUR' },
  { locale: 'hi-IN', name: 'Hindi (India)', currency: 'INR' },
  { locale: 'ja-JP', name: 'Japanese (Japan)', currency: 'JPY' },
] as const;

export type ReaderLocale = (typeof readerLocales)[number]['locale'];
