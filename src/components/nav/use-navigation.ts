import { graphql, useStaticQuery } from 'gatsby';
import * as React from 'react';
import { buildNavTree, type NavItem, type NavTreeNode } from './nav-tree';

/** The whole navigation, fetched once per visit (a static query is shared by every page). */
export function useNavigation(): { items: readonly NavItem[]; tree: NavTreeNode[] } {
  const data = useStaticQuery<Queries.NavigationTreeQuery>(graphql`
    query NavigationTree {
      allNavPage(sort: { order: ASC }) {
        nodes {
          pathname
          labels {
            en
            zh
          }
          subheader
          plan
          newFeature
          planned
          unstable
          external
          isGroup
          parentPathname
          ancestors
        }
      }
    }
  `);
  const items = data.allNavPage.nodes;
  const tree = React.useMemo(() => buildNavTree(items), [items]);
  return { items, tree };
}
