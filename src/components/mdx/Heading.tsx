import * as React from 'react';
import { useTranslate } from '../../i18n/LanguageProvider';
import { Icon } from '../icons/Icon';
import * as styles from './markdown.module.css';
import { linkIcon } from '../icons/content-icons';

interface HeadingProps {
  id?: string;
  children?: React.ReactNode;
}

/** A section heading with its anchor link (ids are assigned at build time). */
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
      </Tag>
    );
  }
  Heading.displayName = `Heading(${Tag})`;
  return Heading;
}

export const H2 = createHeading('h2');
export const H3 = createHeading('h3');
export const H4 = createHeading('h4');
