import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { ApiPage } from '../components/api/ApiPage';
import type { ApiPageView } from '../components/api/api-view-types';
import { PageHead } from '../components/seo/PageHead';
import { apiStrings } from '../components/api/api-strings';
import type { ApiPageContext } from '../lib/page-context';
import { markdownPath } from '../lib/paths';

type Data = Queries.ApiPageQuery;

/** One node's fields as the page component's view, whichever kind it is. */
function toView(data: Data): { view: ApiPageView; plan: string } | null {
  const component = data.apiComponent;
  if (component) {
    return {
      view: { ...component, kind: 'component', supplementedFrom: null },
      plan: component.plan,
    };
  }
  const api = data.apiInterface;
  if (api) {
    return {
      view: {
        ...api,
        kind: 'interface',
        props: api.properties,
        slots: [],
        classes: [],
        inheritance: null,
        spreadsNative: false,
        forwardsRef: false,
        refElement: null,
        muiName: null,
        themeAugmentation: null,
      },
      plan: api.plan,
    };
  }
  return null;
}

/** A generated API page (component or interface). */
export default function ApiPageTemplate({ data, pageContext }: PageProps<Data, ApiPageContext>) {
  const page = toView(data);
  if (!page) {
    throw new Error(`No API node ${pageContext.id} for ${pageContext.pathname}.`);
  }
  return (
    <ApiPage
      pathname={pageContext.pathname}
      api={page.view}
      plan={page.plan}
      demos={pageContext.demos}
      prev={data.navPage?.prev ?? null}
      next={data.navPage?.next ?? null}
      markdownUrl={markdownPath(pageContext.pathname, pageContext.lang)}
    />
  );
}

export function Head({ data, pageContext }: HeadProps<Data, ApiPageContext>) {
  const t = apiStrings(pageContext.lang);
  const node = data.apiComponent ?? data.apiInterface;
  const name = node?.name ?? '';
  const values = {
    name,
    packageName: node?.packageName ?? '',
    version: node?.version ?? '',
  };
  return (
    <PageHead
      title={t('apiTitle', { name })}
      description={
        pageContext.kind === 'component' ? t('apiPageDescription', values) : t('apiInterfacePageDescription', values)
      }
      lang={pageContext.lang}
      pathname={pageContext.pathname}
      productId={pageContext.productId}
    />
  );
}

export const query = graphql`
  fragment ApiPropFields on ApiProp {
    name
    typeText
    required
    defaultValue
    descriptionHtml
    deprecated
    deprecatedHtml
    plan
    signature {
      typeText
      args {
        name
        typeText
        descriptionHtml
      }
      returns {
        typeText
        descriptionHtml
      }
    }
  }

  fragment ApiPageHeader on ApiPageFields {
    name
    area
    packageName
    plan
    version
    exportedAs
    importsHtml
    descriptionHtml
    deprecatedHtml
    sourceUrl
  }

  query ApiPage($id: String!, $pathname: String!) {
    apiComponent(id: { eq: $id }) {
      ...ApiPageHeader
      props {
        ...ApiPropFields
      }
      slots {
        name
        descriptionHtml
        defaultValue
        className
      }
      classes {
        key
        className
        descriptionHtml
        isGlobal
      }
      inheritance {
        component
        pathname
      }
      spreadsNative
      forwardsRef
      refElement
      muiName
      themeAugmentation
    }
    apiInterface(id: { eq: $id }) {
      ...ApiPageHeader
      properties {
        ...ApiPropFields
      }
      supplementedFrom {
        packageName
        version
      }
    }
    navPage(pathname: { eq: $pathname }) {
      ...NavNeighbours
    }
  }
`;
