import { graphql, useStaticQuery } from 'gatsby';

export type ProductIdentifier = Queries.ProductsQuery['allProduct']['nodes'][number];

/** The product identifiers (name and version menu) of every product. */
export function useProducts(): readonly ProductIdentifier[] {
  const data = useStaticQuery<Queries.ProductsQuery>(graphql`
    query Products {
      allProduct {
        nodes {
          id
          metadata
          landingPathname
          name {
            en
            zh
          }
          versions {
            text
            href
            current
          }
        }
      }
    }
  `);
  return data.allProduct.nodes;
}

export function useProduct(productId: string): ProductIdentifier | undefined {
  return useProducts().find((product) => product.id === productId);
}
