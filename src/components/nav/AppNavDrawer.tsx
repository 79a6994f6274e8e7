import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTranslate } from '../../i18n/LanguageProvider';
import { HEADER_HEIGHT, NAV_DRAWER_WIDTH } from '../theme/create-docs-theme';
import { activeTrail } from './nav-tree';
import { NavTreeList } from './NavTreeList';
import { useExpandedGroups } from './use-expanded-groups';
import { useNavigation } from './use-navigation';

interface AppNavDrawerProps {
  activePathname: string;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/**
 * The navigation drawer: permanent from the lg breakpoint (shown with CSS, so the server-rendered
 * page is right at every width), a modal drawer below it.
 */
export function AppNavDrawer({ activePathname, mobileOpen, onMobileClose }: AppNavDrawerProps) {
  const t = useTranslate();
  const { items, tree } = useNavigation();
  const { expanded, toggle } = useExpandedGroups(activeTrail(items, activePathname));
  const list = (onNavigate?: () => void) => (
    <Box component="nav" aria-label={t('mainNavigation')} sx={{ px: 1, py: 2 }}>
      <NavTreeList nodes={tree} depth={0} activePathname={activePathname} expanded={expanded} onToggle={toggle} onNavigate={onNavigate} />
    </Box>
  );
  return (
    <>
      <Box
        sx={{
          display: { xs: 'none', lg: 'block' },
          width: NAV_DRAWER_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: HEADER_HEIGHT,
          height: `calc(100vh - ${HEADER_HEIGHT}px)`,
          overflowY: 'auto',
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        {list()}
      </Box>
      <Drawer
        open={mobileOpen}
        onClose={onMobileClose}
        sx={{ display: { lg: 'none' }, '& .MuiDrawer-paper': { width: NAV_DRAWER_WIDTH, maxWidth: '85vw' } }}
      >
        {list(onMobileClose)}
      </Drawer>
    </>
  );
}
