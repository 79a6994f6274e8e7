import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as GatsbyLink } from 'gatsby';
import * as React from 'react';
import { LANGUAGES, LANGUAGE_INFO } from '../../i18n/languages';
import { useLanguage, useTranslate } from '../../i18n/LanguageProvider';
import { toPagePath } from '../../lib/paths';

/** Switches to the same page in another language (every page exists in every language). */
export function LanguageMenu({ pathname }: { pathname: string }) {
  const lang = useLanguage();
  const t = useTranslate();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const menuId = 'language-menu';
  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<TranslateIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        aria-label={`${t('language')}: ${LANGUAGE_INFO[lang].label}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0 }}
      >
        <span className="language-label">{LANGUAGE_INFO[lang].label}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((code) => (
          <MenuItem
            key={code}
            component={GatsbyLink}
            to={toPagePath(pathname, code)}
            selected={code === lang}
            lang={LANGUAGE_INFO[code].htmlLang}
            hrefLang={LANGUAGE_INFO[code].htmlLang}
            onClick={() => setAnchor(null)}
          >
            {LANGUAGE_INFO[code].label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
