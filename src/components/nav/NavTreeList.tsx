import { Link as GatsbyLink } from 'gatsby';
import { useLanguage, useTranslate } from '../../i18n/LanguageProvider';
import { cx } from '../../lib/class-names';
import { toPagePath } from '../../lib/paths';
import { Icon } from '../icons/Icon';
import { expandMoreIcon, openInNewIcon } from '../icons/frame-icons';
import { isPaidPlan } from '../plan/PlanIcon';
import { PlanLink } from '../plan/PlanLink';
import { NavChips } from './NavChips';
import type { NavTreeNode } from './nav-tree';
import * as styles from './nav.module.css';

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
 * hundreds of entries, so they carry class names from one CSS module rather than being styled
 * components.
 */
export function NavTreeList({ nodes, depth, activePathname, expanded, onToggle, onNavigate }: NavTreeListProps) {
  const lang = useLanguage();
  const t = useTranslate();
  const indent = { '--depth': depth } as React.CSSProperties;
  return (
    <ul className={styles.list}>
      {nodes.map(({ item, children }) => {
        const chips = <NavChips newFeature={item.newFeature} planned={item.planned} unstable={item.unstable} />;
        const plan = isPaidPlan(item.plan) ? <PlanLink plan={item.plan} className={styles.plan} /> : null;
        const childList = (childDepth: number) => (
          <NavTreeList nodes={children} depth={childDepth} {...{ activePathname, expanded, onToggle, onNavigate }} />
        );

        if (item.subheader !== null) {
          return (
            <li key={item.pathname} className={styles.section}>
              <div className={styles.subheader} style={indent}>
                <span>{item.labels[lang]}</span>
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
              <div className={styles.row}>
                <button
                  type="button"
                  className={cx(styles.item, styles.group, depth === 0 && styles.top)}
                  style={indent}
                  aria-expanded={open}
                  onClick={() => onToggle(item.pathname)}
                >
                  <span className={styles.title}>{item.labels[lang]}</span>
                  {chips}
                  <Icon path={expandMoreIcon} className={styles.expand} />
                </button>
                {plan}
              </div>
              {open ? childList(depth + 1) : null}
            </li>
          );
        }

        if (item.external) {
          return (
            <li key={item.pathname} className={styles.row}>
              <a
                className={cx(styles.item, styles.top)}
                style={indent}
                href={item.pathname}
                target="_blank"
                rel="noopener noreferrer"
              >
                <span className={styles.title}>
                  {item.labels[lang]}
                  <span className="visually-hidden">{` ${t('opensInNewTab')}`}</span>
                </span>
                <Icon path={openInNewIcon} className={styles.external} />
              </a>
            </li>
          );
        }

        const active = item.pathname === activePathname;
        return (
          <li key={item.pathname} className={styles.row}>
            <GatsbyLink
              className={styles.item}
              style={indent}
              to={toPagePath(item.pathname, lang)}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              <span className={styles.title}>{item.labels[lang]}</span>
              {chips}
            </GatsbyLink>
            {plan}
          </li>
        );
      })}
    </ul>
  );
}
