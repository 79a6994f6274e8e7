import { siteConfig } from '../../config/site-config';
import { LANGUAGE_INFO } from '../../i18n/languages';
import { useLanguage, useTranslate } from '../../i18n/LanguageProvider';
import type { TranslationKey } from '../../i18n/translate';
import { Icon } from '../icons/Icon';
import { openInNewIcon } from '../icons/frame-icons';
import * as styles from './page.module.css';

export interface PageLinkHeaderProps {
  /** The component's GitHub label (front matter `githubLabel`): feedback goes to its open issues. */
  githubLabel: string | null;
  /** The WAI-ARIA Authoring Practices pattern (front matter `waiAria`). */
  waiAria: string | null;
  /** The Material Design guidelines (front matter `materialDesign`). */
  materialDesign: string | null;
}

interface HeaderLink {
  id: string;
  label: TranslationKey;
  href: string;
}

/** The issues of the source repository that carry a label, e.g. `component: DatePicker`. */
export function labelUrl(githubLabel: string): string {
  return `${siteConfig.sourceRepository}/labels/${encodeURIComponent(githubLabel)}`;
}

/** The links the front matter asks for, in a fixed order; keys it leaves out give no link. */
export function pageHeaderLinks({ githubLabel, waiAria, materialDesign }: PageLinkHeaderProps): HeaderLink[] {
  const links: HeaderLink[] = [];
  if (githubLabel) links.push({ id: 'feedback', label: 'feedbackLink', href: labelUrl(githubLabel) });
  if (waiAria) links.push({ id: 'wai-aria', label: 'waiAriaLink', href: waiAria });
  if (materialDesign) links.push({ id: 'material-design', label: 'materialDesignLink', href: materialDesign });
  return links;
}

/**
 * Quick links under a component page's description: its open issues on GitHub and the design
 * references it follows. All lead to other sites, so they open in a new tab, as the navigation's
 * external links do, and say so to screen readers. Renders nothing when the page has none.
 */
export function PageLinkHeader(props: PageLinkHeaderProps) {
  const t = useTranslate();
  const lang = useLanguage();
  const links = pageHeaderLinks(props);
  if (links.length === 0) return null;
  // On an untranslated page the article is marked English; these labels are in the page's language.
  return (
    <ul className={styles.linkHeader} lang={LANGUAGE_INFO[lang].htmlLang}>
      {links.map((link) => (
        <li key={link.id}>
          <a
            className={styles.linkHeaderItem}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            data-ga-event-category="page-link-header"
            data-ga-event-action="click"
            data-ga-event-label={link.id}
          >
            {t(link.label)}
            <span className="visually-hidden">{` ${t('opensInNewTab')}`}</span>
            <Icon path={openInNewIcon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
