import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import { LANGUAGE_INFO } from '../../i18n/languages';
import { useLanguage, useTranslate } from '../../i18n/LanguageProvider';

/** Shown on a translated route whose page has no translation yet. */
export function FallbackNotice() {
  const t = useTranslate();
  const lang = useLanguage();
  return (
    <Box
      role="note"
      lang={LANGUAGE_INFO[lang].htmlLang}
      className="fallback-notice"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        mb: 3,
        px: 2,
        py: 1,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        fontSize: '0.875rem',
      }}
    >
      <TranslateIcon fontSize="small" aria-hidden="true" />
      {t('untranslatedNotice')}
    </Box>
  );
}
