import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { LIBRARY_VERSION } from '../config/library';
import { ApiIndex } from '../components/api/ApiIndex';
import type { ApiIndexItem } from '../components/api/api-view-types';
import { PageHead } from '../components/seo/PageHead';
import { apiStrings, useApiStrings, type ApiStringKey } from '../components/api/api-strings';
import type { StringsOf } from '../i18n/scoped-strings';
import type { Language } from '../i18n/languages';
import type { ApiIndexPageContext } from '../lib/page-context';

type Data = Queries.ApiIndexPageQuery;

function texts(data: Data, lang: Language, t: StringsOf<ApiStringKey>) {
  const product = data.product?.name[lang] ?? '';
  const interfaces = data.interfaces.nodes.length > 0 ? t('apiIndexInterfaces') : '';
  return {
    title: t('apiIndexTitle', { product }),
    description: t('apiIndexDescription', {
      product,
      interfaces,
      version: LIBRARY_VERSION,
    }),
  };
}

/** An area's API reference index, generated from the same nodes as its pages. */
export default function ApiIndexPageTemplate({ data, pageContext }: PageProps<Data, ApiIndexPageContext>) {
  const t = useApiStrings();
  const items: ApiIndexItem[] = [
    ...data.components.nodes.map((node) => ({
      name: node.name,
      pathname: node.pathname,
      plan: node.plan,
      count: node.propCount,
      kind: 'component' as const,
    })),
    ...data.interfaces.nodes.map((node) => ({
      name: node.name,
      pathname: node.pathname,
      plan: node.plan,
      count: node.propCount,
      kind: 'interface' as const,
    })),
  ];
  const { title, description } = texts(data, pageContext.lang, t);
  return (
    <ApiIndex
      pathname={pageContext.pathname}
      title={title}
      description={description}
      items={items}
      prev={data.navPage?.prev ?? null}
      next={data.navPage?.next ?? null}
    />
  );
}

export function Head({ data, pageContext }: HeadProps<Data, ApiIndexPageContext>) {
  const { title, description } = texts(data, pageContext.lang, apiStrings(pageContext.lang));
  return (
    <PageHead
      title={title}
      description={description}
      lang={pageContext.lang}
      pathname={pageContext.pathname}
      productId={pageContext.productId}
    />
  );
}

export const query = graphql`
  query ApiIndexPage($area: String!, $productId: String!, $pathname: String!) {
    product(id: { eq: $productId }) {
      name {
        en
        zh
      }
    }
    components: allApiComponent(filter: { area: { eq: $area } }, sort: { name: ASC }) {
      nodes {
        name
        pathname
        plan
        propCount
      }
    }
    interfaces: allApiInterface(filter: { area: { eq: $area } }, sort: { name: ASC }) {
      nodes {
        name
        pathname
        plan
        propCount
      }
    }
    navPage(pathname: { eq: $pathname }) {
      ...NavNeighbours
    }
  }
`;
