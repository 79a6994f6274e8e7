import * as React from 'react';
import { useTranslate } from '../../i18n/LanguageProvider';
import { Icon } from '../icons/Icon';
import * as styles from './markdown.module.css';
import { linkIcon } from '../icons/content-icons';
import { SectionCommentButton } from './SectionCommentButton';

interface HeadingProps {
  id?: string;
  children?: React.ReactNode;
}

/**
 * A section heading with its anchor link (ids are assigned at build time). H2 and H3 also get
 * "Comment on this section" when page feedback is on: it opens the feedback form at the end of
 * the page with the section chosen.
 */
function createHeading(Tag: 'h2' | 'h3' | 'h4') {
  function Heading({ id, children }: HeadingProps) {
    const t = useTranslate();
    return (
      <Tag id={id}>
        {children}
        {id ? (
          <a className={styles.headingAnchor} href={`#${id}`} aria-label={t('linkToSection')}>
            <Icon path={linkIcon} />
          </a>
        ) : null}
        {id && Tag !== 'h4' ? <SectionCommentButton sectionId={id} /> : null}
      </Tag>
    );
  }
  Heading.displayName = `Heading(${Tag})`;
  return Heading;
}

export const H2 = createHeading('h2');
export const H3 = createHeading('h3');
export const H4 = createHeading('h4');
