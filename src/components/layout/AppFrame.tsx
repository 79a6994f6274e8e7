import * as React from 'react';
import { AppNavDrawer } from '../nav/AppNavDrawer';
import { SearchProvider } from '../search/SearchProvider';
import { AppHeader } from './AppHeader';
import { BackToTop } from './BackToTop';
import * as styles from './layout.module.css';
import { NavigationProgress } from './NavigationProgress';
import { SkipLink } from './SkipLink';

export const MAIN_CONTENT_ID = 'main-content';

// The settings panel is only needed once the reader opens it.
const SettingsDrawer = React.lazy(() => import('./SettingsDrawer'));

interface AppFrameProps {
  pathname: string;
  productId: string;
  children: React.ReactNode;
}

/**
 * The persistent frame around every documentation page: skip link, navigation progress, app bar,
 * navigation drawer, back-to-top button, settings and search. It is rendered by
 * `wrapPageElement`, so it stays mounted across navigations and only the page inside it changes.
 */
export function AppFrame({ pathname, productId, children }: AppFrameProps) {
  const [navOpen, setNavOpen] = React.useState(false);
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [settingsLoaded, setSettingsLoaded] = React.useState(false);
  const closeNav = React.useCallback(() => setNavOpen(false), []);
  return (
    <SearchProvider productId={productId}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <NavigationProgress />
      <AppHeader
        pathname={pathname}
        productId={productId}
        onOpenNavigation={() => setNavOpen(true)}
        onOpenSettings={() => {
          setSettingsLoaded(true);
          setSettingsOpen(true);
        }}
      />
      <div className={styles.body}>
        <AppNavDrawer activePathname={pathname} mobileOpen={navOpen} onMobileClose={closeNav} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      <BackToTop targetId={MAIN_CONTENT_ID} />
      {settingsLoaded ? (
        <React.Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </React.Suspense>
      ) : null}
    </SearchProvider>
  );
}
