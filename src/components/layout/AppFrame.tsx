import Box from '@mui/material/Box';
import * as React from 'react';
import { AppNavDrawer } from '../nav/AppNavDrawer';
import { AppHeader } from './AppHeader';
import { SettingsDrawer } from './SettingsDrawer';
import { SkipLink } from './SkipLink';

export const MAIN_CONTENT_ID = 'main-content';

interface AppFrameProps {
  pathname: string;
  productId: string;
  children: React.ReactNode;
}

/**
 * The persistent frame around every documentation page: skip link, app bar, navigation drawer
 * and settings. It is rendered by `wrapPageElement`, so it stays mounted across navigations and
 * only the page inside it changes.
 */
export function AppFrame({ pathname, productId, children }: AppFrameProps) {
  const [navOpen, setNavOpen] = React.useState(false);
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const closeNav = React.useCallback(() => setNavOpen(false), []);
  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <AppHeader
        pathname={pathname}
        productId={productId}
        onOpenNavigation={() => setNavOpen(true)}
        onOpenSettings={() => setSettingsOpen(true)}
      />
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        <AppNavDrawer activePathname={pathname} mobileOpen={navOpen} onMobileClose={closeNav} />
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
          {children}
        </Box>
      </Box>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}
