import { navigate } from 'gatsby';
import * as React from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { isPlainLeftClick } from '../../lib/plain-left-click';

/** Prefixes the site's own links with the page's language (`/x/…` → `/zh/x/…`). */
export function localizeHtmlLinks(html: string, lang: string): string {
  return lang === 'en' ? html : html.replace(/href="\/x\//g, `href="/${lang}/x/`);
}

/**
 * Text rendered at build time from a package's JSDoc (escaped there). Links to this site's pages
 * follow the reader's language and navigate without a full page load.
 */
export function ApiHtml({ html, className, inline = false }: { html: string; className?: string; inline?: boolean }) {
  const lang = useLanguage();
  const onClick = (event: React.MouseEvent<HTMLElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    void navigate(href);
  };
  if (html === '') return null;
  // Inline, paragraphs would end the surrounding paragraph in the browser's parser (and no
  // longer match the server's markup): they become line breaks.
  const content = inline ? html.replace(/<\/p><p>/g, '<br>').replace(/<\/?p>/g, '') : html;
  // The text is the package's own English, also on translated pages.
  const props = {
    className,
    onClick,
    lang: lang === 'en' ? undefined : 'en',
    dangerouslySetInnerHTML: { __html: localizeHtmlLinks(content, lang) },
  };
  return inline ? <span {...props} /> : <div {...props} />;
}
