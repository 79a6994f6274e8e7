import { Link as GatsbyLink } from 'gatsby';
import * as React from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { toPagePath } from '../../lib/paths';

type MdxLinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement>;

/**
 * Links in content: site links go through Gatsby's router and gain the page's language prefix;
 * anchors and external links stay plain.
 */
export function MdxLink({ href = '', children, ...other }: MdxLinkProps) {
  const lang = useLanguage();
  if (href.startsWith('/x/')) {
    return (
      <GatsbyLink to={toPagePath(href, lang)} className={other.className}>
        {children}
      </GatsbyLink>
    );
  }
  if (/^https?:/.test(href)) {
    return (
      <a href={href} rel="noopener" {...other}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...other}>
      {children}
    </a>
  );
}
