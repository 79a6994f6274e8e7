import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import { styled } from '@mui/material/styles';
import { Link as GatsbyLink } from 'gatsby';
import { useLanguage, useTranslate } from '../../i18n/LanguageProvider';
import { toPagePath } from '../../lib/paths';
import { visuallyHidden } from '../a11y/visually-hidden';
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

const Row = styled('li')({ display: 'flex', alignItems: 'center', position: 'relative' });

const itemSx = (depth: number) => ({
  py: 0.5,
  pl: 1.5 + depth * 1.5,
  pr: 1,
  borderRadius: 1,
  fontSize: '0.875rem',
  gap: 0.75,
  minHeight: 34,
  color: 'text.secondary',
  '&[aria-current="page"]': { color: 'primary.main', fontWeight: 600, bgcolor: 'action.selected' },
  '&:hover': { color: 'text.primary' },
});

/** One level of the navigation tree, as nested lists. */
export function NavTreeList({ nodes, depth, activePathname, expanded, onToggle, onNavigate }: NavTreeListProps) {
  const lang = useLanguage();
  const t = useTranslate();
  return (
    <List component="ul" disablePadding dense>
      {nodes.map(({ item, children }) => {
        const chips = <NavChips newFeature={item.newFeature} planned={item.planned} unstable={item.unstable} />;
        const plan = isPaidPlan(item.plan) ? <PlanLink plan={item.plan} /> : null;

        if (item.subheader !== null) {
          return (
            <li key={item.pathname}>
              <ListSubheader
                component="div"
                disableSticky
                sx={{ pl: 1.5 + depth * 1.5, lineHeight: 2.5, mt: 1, bgcolor: 'transparent', fontSize: '0.75rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.05em', display: 'flex', alignItems: 'center', gap: 0.75 }}
              >
                {item.subheader}
                {plan}
                {chips}
              </ListSubheader>
              <NavTreeList nodes={children} depth={depth} {...{ activePathname, expanded, onToggle, onNavigate }} />
            </li>
          );
        }

        if (item.isGroup) {
          const open = expanded.has(item.pathname);
          const listId = `nav-group-${item.pathname.replace(/[^a-z0-9]+/g, '-')}`;
          return (
            <li key={item.pathname}>
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                <ListItemButton
                  onClick={() => onToggle(item.pathname)}
                  aria-expanded={open}
                  aria-controls={listId}
                  sx={{ ...itemSx(depth), fontWeight: depth === 0 ? 600 : 500, color: 'text.primary' }}
                >
                  <Box component="span" sx={{ flexGrow: 1 }}>
                    {item.displayTitle}
                  </Box>
                  {chips}
                  <ExpandMoreIcon
                    fontSize="small"
                    sx={{ transition: 'transform 150ms', transform: open ? 'rotate(0deg)' : 'rotate(-90deg)' }}
                  />
                </ListItemButton>
                {plan}
              </Box>
              <Collapse in={open} timeout="auto" unmountOnExit id={listId}>
                <NavTreeList nodes={children} depth={depth + 1} {...{ activePathname, expanded, onToggle, onNavigate }} />
              </Collapse>
            </li>
          );
        }

        if (item.external) {
          return (
            <Row key={item.pathname}>
              <ListItemButton component="a" href={item.pathname} target="_blank" rel="noopener noreferrer" sx={{ ...itemSx(depth), fontWeight: 600, color: 'text.primary' }}>
                <Box component="span" sx={{ flexGrow: 1 }}>
                  {item.displayTitle}
                  <Box component="span" sx={visuallyHidden}>
                    {` ${t('opensInNewTab')}`}
                  </Box>
                </Box>
                <OpenInNewIcon sx={{ fontSize: '0.9rem' }} aria-hidden="true" />
              </ListItemButton>
            </Row>
          );
        }

        const active = item.pathname === activePathname;
        return (
          <Row key={item.pathname}>
            <ListItemButton
              component={GatsbyLink}
              to={toPagePath(item.pathname, lang)}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              sx={itemSx(depth)}
            >
              <Box component="span" sx={{ flexGrow: 1 }}>
                {item.displayTitle}
              </Box>
              {chips}
            </ListItemButton>
            {plan}
          </Row>
        );
      })}
    </List>
  );
}
