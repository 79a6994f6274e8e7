import { graphql } from 'gatsby';

/** The neighbours of a page in navigation order, as every page template queries them. */
export const navNeighboursFragment = graphql`
  fragment NavNeighbours on NavPage {
    prev {
      pathname
      labels {
        en
        zh
      }
    }
    next {
      pathname
      labels {
        en
        zh
      }
    }
  }
`;
