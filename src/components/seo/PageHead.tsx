import { LANGUAGES, LANGUAGE_INFO, type Language } from '../../i18n/languages';
import { toPagePath } from '../../lib/paths';
import { PRODUCT_CATEGORY } from '../../config/library';
import { useSiteMetadata } from './use-site-metadata';

interface PageHeadProps {
  title: string;
  description: string;
  lang: Language;
  /** Nav pathname; every language has a page at it. */
  pathname: string;
  productId: string;
  /** Pages that must not be indexed (404, redirects). */
  noIndex?: boolean;
}

/**
 * `<head>` for a page: `<title>` as "<page title> - MUI X", description, canonical URL,
 * alternates for every language, Open Graph tags and the product ids analytics reads.
 */
export function PageHead({ title, description, lang, pathname, productId, noIndex = false }: PageHeadProps) {
  const { siteUrl } = useSiteMetadata();
  const fullTitle = `${title} - ${PRODUCT_CATEGORY.name}`;
  const url = (code: Language) => `${siteUrl}${toPagePath(pathname, code)}`;
  return (
    <>
      <html lang={LANGUAGE_INFO[lang].htmlLang} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url(lang)} />}
      {noIndex
        ? null
        : LANGUAGES.map((code) => (
            <link key={code} rel="alternate" hrefLang={LANGUAGE_INFO[code].htmlLang} href={url(code)} />
          ))}
      {noIndex ? null : <link rel="alternate" hrefLang="x-default" href={url('en')} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={PRODUCT_CATEGORY.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(lang)} />
      <meta property="og:locale" content={LANGUAGE_INFO[lang].ogLocale} />
      <meta name="twitter:card" content="summary" />
      <meta name="mui:productId" content={productId} />
      <meta name="mui:productCategoryId" content={PRODUCT_CATEGORY.id} />
    </>
  );
}
