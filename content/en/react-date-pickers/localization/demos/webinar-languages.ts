import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
import { deDE, enUS, esES, frFR, jaJP, zhCN } from '@mui/x-date-pickers/locales';

/**
 * Each language needs two things: the component texts (a locale of the pickers) and the date
 * formats (a locale of the date library, here Day.js).
 */
export interface WebinarLanguage {
  name: string;
  dayjsLocale: string;
  texts: typeof enUS;
}

export const french: WebinarLanguage = {
  name: 'Français',
  dayjsLocale: 'fr',
  texts: frFR,
};

export const webinarLanguages: WebinarLanguage[] = [
  { name: 'English', dayjsLocale: 'en', texts: enUS },
  { name: 'Deutsch', dayjsLocale: 'de', texts: deDE },
  { name: 'Español', dayjsLocale: 'es', texts: esES },
  french,
  { name: '日本語', dayjsLocale: 'ja', texts: jaJP },
  { name: '简体中文', dayjsLocale: 'zh-cn', texts: zhCN },
];
