import { Link as GatsbyLink } from 'gatsby';
import { useLanguage, useTranslate } from '../../i18n/LanguageProvider';
import { toPagePath } from '../../lib/paths';
import { Icon } from '../icons/Icon';
import { isPaidPlan } from '../plan/PlanIcon';
import { PlanLink } from '../plan/PlanLink';
import { NavChips } from './NavChips';
import type { NavTreeNode } from './nav-tree';

interface NavTreeListProps {
  nodes: readonly NavTreeNode[];
  depth: number;
  activePathname: string;
  expanded: ReadonlySet<string>;
  onToggle: (pathname: string) => void;
  /** Called when a page link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

/**
 * One level of the navigation tree, as nested lists of plain elements. The drawer renders
 * hundreds of entries, so they carry class names styled by one stylesheet (NavDrawerStyles)
 * rather than a styled component each.
 */
export function NavTreeList({ nodes, depth, activePathname, expanded, onToggle, onNavigate }: NavTreeListProps) {
  const lang = useLanguage();
  const t = useTranslate();
  const indent = { '--depth': depth } as React.CSSProperties;
  return (
    <ul className="nav-list">
      {nodes.map(({ item, children }) => {
        const chips = <NavChips newFeature={item.newFeature} planned={item.planned} unstable={item.unstable} />;
        const plan = isPaidPlan(item.plan) ? <PlanLink plan={item.plan} className="nav-plan" /> : null;
        const childList = (childDepth: number) => (
          <NavTreeList nodes={children} depth={childDepth} {...{ activePathname, expanded, onToggle, onNavigate }} />
        );

        if (item.subheader !== null) {
          return (
            <li key={item.pathname} className="nav-section">
              <div className="nav-subheader" style={indent}>
                <span>{item.subheader}</span>
                {plan}
                {chips}
              </div>
              {childList(depth)}
            </li>
          );
        }

        if (item.isGroup) {
          const open = expanded.has(item.pathname);
          return (
            <li key={item.pathname}>
              <div className="nav-row">
                <button
                  type="button"
                  className={depth === 0 ? 'nav-item nav-group nav-top' : 'nav-item nav-group'}
                  style={indent}
                  aria-expanded={open}
                  onClick={() => onToggle(item.pathname)}
                >
                  <span className="nav-title">{item.displayTitle}</span>
                  {chips}
                  <Icon name="expandMore" className="nav-expand" />
                </button>
                {plan}
              </div>
              {open ? childList(depth + 1) : null}
            </li>
          );
        }

        if (item.external) {
          return (
            <li key={item.pathname} className="nav-row">
              <a className="nav-item nav-top" style={indent} href={item.pathname} target="_blank" rel="noopener noreferrer">
                <span className="nav-title">
                  {item.displayTitle}
                  <span className="visually-hidden">{` ${t('opensInNewTab')}`}</span>
                </span>
                <Icon name="openInNew" className="nav-external" />
              </a>
            </li>
          );
        }

        const active = item.pathname === activePathname;
        return (
          <li key={item.pathname} className="nav-row">
            <GatsbyLink
              className="nav-item"
              style={indent}
              to={toPagePath(item.pathname, lang)}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              <span className="nav-title">{item.displayTitle}</span>
              {chips}
            </GatsbyLink>
            {plan}
          </li>
        );
      })}
    </ul>
  );
}
