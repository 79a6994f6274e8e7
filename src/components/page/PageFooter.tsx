import { DOCS_REVISION, siteConfig } from '../../config/site-config';
import { useTranslate } from '../../i18n/LanguageProvider';
import { LIBRARY_VERSION } from '../../config/library';
import { Icon } from '../icons/Icon';
import { editIcon } from '../icons/frame-icons';
import * as styles from './page.module.css';
import { PrevNextLinks, type PageLink } from './PrevNextLinks';
// After the page's stylesheet, as everywhere the footer is imported (decision 0025).
import { PageFeedback } from '../feedback/PageFeedback';

interface PageFooterProps {
  /** Repository path of the page's source, for "Edit this page"; omitted for generated pages. */
  sourceFile?: string;
  prev: PageLink | null;
  next: PageLink | null;
}

export function PageFooter({ sourceFile, prev, next }: PageFooterProps) {
  const t = useTranslate();
  return (
    <footer className={styles.footer}>
      <PageFeedback />
      {sourceFile ? (
        <a className={styles.editLink} href={`${siteConfig.editUrlBase}${sourceFile}`} rel="noopener">
          <Icon path={editIcon} size="1.125rem" />
          {t('editThisPage')}
        </a>
      ) : null}
      <PrevNextLinks prev={prev} next={next} />
      <hr />
      <p className={styles.colophon}>
        {t('footerLicense', { version: LIBRARY_VERSION })}{' '}
        <span data-docs-revision={DOCS_REVISION}>{t('footerBuild', { revision: DOCS_REVISION })}</span>
      </p>
    </footer>
  );
}
