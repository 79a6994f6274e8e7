import { Link as GatsbyLink } from 'gatsby';
import { siteConfig } from '../../config/site-config';
import { useLanguage, useTranslate } from '../../i18n/LanguageProvider';
import { toPagePath } from '../../lib/paths';
import { FrameButton, FrameButtonLink } from '../frame-ui/FrameButton';
import { githubIcon, menuIcon, settingsIcon } from '../icons/frame-icons';
import { Icon } from '../icons/Icon';
import { LanguageMenu } from './LanguageMenu';
import * as styles from './layout.module.css';
import { ModeToggle } from './ModeToggle';
import { ProductIdentifier } from './ProductIdentifier';
import { SearchButton } from '../search/SearchButton';
import { SiteLogo } from './SiteLogo';

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
    <header className={styles.header}>
      <FrameButton className={styles.menuButton} onClick={onOpenNavigation} aria-label={t('openNavigation')}>
        <Icon path={menuIcon} />
      </FrameButton>
      <GatsbyLink className={styles.home} to={toPagePath('/x/introduction', lang)} aria-label={t('home')}>
        <SiteLogo />
      </GatsbyLink>
      <ProductIdentifier productId={productId} />
      <span className={styles.spacer} />
      <SearchButton />
      <LanguageMenu pathname={pathname} />
      {/* A <div>: the toggle is a group of buttons, which a <span> may not hold. */}
      <div className={styles.modeToggle}>
        <ModeToggle />
      </div>
      <FrameButtonLink
        href={siteConfig.sourceRepository}
        rel="noopener"
        aria-label={t('sourceRepository')}
        title={t('sourceRepository')}
      >
        <Icon path={githubIcon} />
      </FrameButtonLink>
      <FrameButton onClick={onOpenSettings} aria-label={t('openSettings')} title={t('openSettings')}>
        <Icon path={settingsIcon} />
      </FrameButton>
    </header>
  );
}
