import { Link as GatsbyLink } from 'gatsby';
import type * as React from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { isExternalPathname, toPagePath } from '../../lib/paths';

/** A link from an API page to a guide: a page of this site in the reader's language, or another site. */
export function ApiGuideLink({ to, children }: { to: string; children: React.ReactNode }) {
  const lang = useLanguage();
  if (isExternalPathname(to)) {
    return (
      <a href={to} rel="noopener">
        {children}
      </a>
    );
  }
  return <GatsbyLink to={toPagePath(to, lang)}>{children}</GatsbyLink>;
}
