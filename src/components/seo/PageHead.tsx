import { LANGUAGES, LANGUAGE_INFO, type Language } from '../../i18n/languages';
import { toPagePath } from '../../lib/paths';
import { PRODUCT_CATEGORY } from '../../config/library';
import { SOCIAL_CARD_SIZE, socialCardFor } from '../../lib/social-card';
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
 * alternates for every language, Open Graph and Twitter tags with the product's social card (a large
 * image), and the product ids analytics reads.
 */
export function PageHead({ title, description, lang, pathname, productId, noIndex = false }: PageHeadProps) {
  const { siteUrl } = useSiteMetadata();
  const fullTitle = `${title} - ${PRODUCT_CATEGORY.name}`;
  const url = (code: Language) => `${siteUrl}${toPagePath(pathname, code)}`;
  const card = `${siteUrl}${socialCardFor(productId)}`;
  const cardAlt = `${title} - ${PRODUCT_CATEGORY.name}`;
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
      <meta property="og:image" content={card} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SOCIAL_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD_SIZE.height)} />
      <meta property="og:image:alt" content={cardAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={card} />
      <meta name="twitter:image:alt" content={cardAlt} />
      <meta name="mui:productId" content={productId} />
      <meta name="mui:productCategoryId" content={PRODUCT_CATEGORY.id} />
    </>
  );
}
