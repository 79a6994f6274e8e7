import { useTranslate } from '../../i18n/LanguageProvider';
import { FrameButton } from '../frame-ui/FrameButton';
import { ModalPanel, panelCloseClass } from '../frame-ui/ModalPanel';
import { Icon } from '../icons/Icon';
import { closeIcon } from '../icons/frame-icons';
import { NAV_DRAWER_WIDTH } from '../theme/layout-sizes';
import { activeTrail } from './nav-tree';
import { NavTreeList } from './NavTreeList';
import { useExpandedGroups } from './use-expanded-groups';
import * as styles from './nav.module.css';
import { useNavigation } from './use-navigation';

interface AppNavDrawerProps {
  activePathname: string;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/**
 * The navigation drawer: permanent from the lg breakpoint (shown with CSS, so the server-rendered
 * page is right at every width), a modal dialog below it that is only rendered while open.
 */
export function AppNavDrawer({ activePathname, mobileOpen, onMobileClose }: AppNavDrawerProps) {
  const t = useTranslate();
  const { items, tree } = useNavigation();
  const { expanded, toggle } = useExpandedGroups(activeTrail(items, activePathname));
  const list = (onNavigate?: () => void) => (
    <nav className={styles.nav} aria-label={t('mainNavigation')}>
      <NavTreeList
        nodes={tree}
        depth={0}
        activePathname={activePathname}
        expanded={expanded}
        onToggle={toggle}
        onNavigate={onNavigate}
      />
    </nav>
  );
  return (
    <>
      <div className={styles.permanent}>{list()}</div>
      {mobileOpen ? (
        <ModalPanel side="start" width={NAV_DRAWER_WIDTH} onClose={onMobileClose} aria-label={t('mainNavigation')}>
          <FrameButton className={panelCloseClass} onClick={onMobileClose} aria-label={t('closeNavigation')}>
            <Icon path={closeIcon} />
          </FrameButton>
          {list(onMobileClose)}
        </ModalPanel>
      ) : null}
    </>
  );
}
