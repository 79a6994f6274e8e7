import styled from '@emotion/styled';
import { Link as GatsbyLink } from 'gatsby';
import { siteConfig } from '../../config/site-config';
import { useLanguage, useTranslate } from '../../i18n/LanguageProvider';
import { toPagePath } from '../../lib/paths';
import { FrameButton, FrameButtonLink } from '../frame-ui/FrameButton';
import { Icon } from '../icons/Icon';
import { HEADER_HEIGHT, spacing, up, vars, Z_INDEX } from '../theme/tokens';
import { LanguageMenu } from './LanguageMenu';
import { ModeToggle } from './ModeToggle';
import { ProductIdentifier } from './ProductIdentifier';
import { SiteLogo } from './SiteLogo';

const Header = styled.header({
  position: 'sticky',
  top: 0,
  zIndex: Z_INDEX.header,
  height: HEADER_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  gap: spacing(1),
  padding: spacing(0, 1.5),
  borderBottom: `1px solid ${vars.divider}`,
  backgroundColor: `color-mix(in srgb, ${vars.background} 88%, transparent)`,
  backdropFilter: 'blur(8px)',
  [up('sm')]: { gap: spacing(1.5), padding: spacing(0, 3) },
  '& .spacer': { flexGrow: 1 },
  '& .home': { display: 'flex', color: vars.primary, borderRadius: 8 },
  '& .home:focus-visible': { outline: `2px solid ${vars.primary}`, outlineOffset: 2 },
  '& .menu-button': { [up('lg')]: { display: 'none' } },
  '& .mode-toggle': { display: 'none', [up('md')]: { display: 'inline-flex' } },
  '& .language-label': { display: 'none', [up('sm')]: { display: 'inline' } },
});

interface AppHeaderProps {
  pathname: string;
  productId: string;
  onOpenNavigation: () => void;
  onOpenSettings: () => void;
}

export function AppHeader({ pathname, productId, onOpenNavigation, onOpenSettings }: AppHeaderProps) {
  const t = useTranslate();
  const lang = useLanguage();
  return (
    <Header>
      <FrameButton type="button" className="menu-button" onClick={onOpenNavigation} aria-label={t('openNavigation')}>
        <Icon name="menu" />
      </FrameButton>
      <GatsbyLink className="home" to={toPagePath('/x/introduction', lang)} aria-label={t('home')}>
        <SiteLogo />
      </GatsbyLink>
      <ProductIdentifier productId={productId} />
      <span className="spacer" />
      <LanguageMenu pathname={pathname} />
      <span className="mode-toggle">
        <ModeToggle />
      </span>
      <FrameButtonLink href={siteConfig.sourceRepository} rel="noopener" aria-label={t('sourceRepository')} title={t('sourceRepository')}>
        <Icon name="github" />
      </FrameButtonLink>
      <FrameButton type="button" onClick={onOpenSettings} aria-label={t('openSettings')} title={t('openSettings')}>
        <Icon name="settings" />
      </FrameButton>
    </Header>
  );
}
