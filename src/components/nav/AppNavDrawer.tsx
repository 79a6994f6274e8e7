import styled from '@emotion/styled';
import { useTranslate } from '../../i18n/LanguageProvider';
import { FrameButton } from '../frame-ui/FrameButton';
import { ModalPanel } from '../frame-ui/ModalPanel';
import { Icon } from '../icons/Icon';
import { HEADER_HEIGHT, NAV_DRAWER_WIDTH, up, vars } from '../theme/tokens';
import { activeTrail } from './nav-tree';
import { NavDrawerStyles } from './NavDrawerStyles';
import { NavTreeList } from './NavTreeList';
import { useExpandedGroups } from './use-expanded-groups';
import { useNavigation } from './use-navigation';

const Permanent = styled.div({
  display: 'none',
  width: NAV_DRAWER_WIDTH,
  flexShrink: 0,
  position: 'sticky',
  top: HEADER_HEIGHT,
  height: `calc(100vh - ${HEADER_HEIGHT}px)`,
  overflowY: 'auto',
  borderInlineEnd: `1px solid ${vars.divider}`,
  [up('lg')]: { display: 'block' },
});

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
    <NavDrawerStyles aria-label={t('mainNavigation')}>
      <NavTreeList nodes={tree} depth={0} activePathname={activePathname} expanded={expanded} onToggle={toggle} onNavigate={onNavigate} />
    </NavDrawerStyles>
  );
  return (
    <>
      <Permanent>{list()}</Permanent>
      {mobileOpen ? (
        <ModalPanel side="start" width={NAV_DRAWER_WIDTH} onClose={onMobileClose} aria-label={t('mainNavigation')}>
          <FrameButton type="button" className="panel-close" onClick={onMobileClose} aria-label={t('closeNavigation')}>
            <Icon name="close" />
          </FrameButton>
          {list(onMobileClose)}
        </ModalPanel>
      ) : null}
    </>
  );
}
