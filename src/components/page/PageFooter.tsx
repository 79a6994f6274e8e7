import styled from '@emotion/styled';
import { siteConfig } from '../../config/site-config';
import { useTranslate } from '../../i18n/LanguageProvider';
import { LIBRARY_VERSION } from '../../../content/navigation/products';
import { Icon } from '../icons/Icon';
import { spacing, vars } from '../theme/tokens';
import { PrevNextLinks, type PageLink } from './PrevNextLinks';

const Footer = styled.footer({
  marginTop: spacing(8),
  paddingBottom: spacing(6),
  '& .edit-link': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: spacing(0.5),
    fontSize: '0.875rem',
    fontWeight: 500,
    color: vars.primaryText,
  },
  '& hr': { border: 0, borderTop: `1px solid ${vars.divider}`, margin: spacing(4, 0) },
  '& .colophon': { fontSize: '0.875rem', color: vars.textSecondary, margin: 0 },
});

interface PageFooterProps {
  /** Repository path of the page's source, for "Edit this page"; omitted for generated pages. */
  sourceFile?: string;
  prev: PageLink | null;
  next: PageLink | null;
}

export function PageFooter({ sourceFile, prev, next }: PageFooterProps) {
  const t = useTranslate();
  return (
    <Footer>
      {sourceFile ? (
        <a className="edit-link" href={`${siteConfig.editUrlBase}${sourceFile}`} rel="noopener">
          <Icon name="edit" size="1.125rem" />
          {t('editThisPage')}
        </a>
      ) : null}
      <PrevNextLinks prev={prev} next={next} />
      <hr />
      <p className="colophon">{t('footerLicense', { version: LIBRARY_VERSION })}</p>
    </Footer>
  );
}
