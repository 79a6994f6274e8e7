import GitHubIcon from '@mui/icons-material/GitHub';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { Link as GatsbyLink } from 'gatsby';
import { siteConfig } from '../../config/site-config';
import { useLanguage, useTranslate } from '../../i18n/LanguageProvider';
import { toPagePath } from '../../lib/paths';
import { HEADER_HEIGHT } from '../theme/create-docs-theme';
import { LanguageMenu } from './LanguageMenu';
import { ModeToggle } from './ModeToggle';
import { ProductIdentifier } from './ProductIdentifier';
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
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.default', height: HEADER_HEIGHT, justifyContent: 'center' }}
    >
      <Toolbar sx={{ gap: 1.5, minHeight: `${HEADER_HEIGHT}px !important` }}>
        <IconButton edge="start" onClick={onOpenNavigation} aria-label={t('openNavigation')} sx={{ display: { lg: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Box component={GatsbyLink} to={toPagePath('/x/introduction', lang)} aria-label={t('home')} sx={{ display: 'flex', color: 'primary.main' }}>
          <SiteLogo />
        </Box>
        <ProductIdentifier productId={productId} />
        <Box sx={{ flexGrow: 1 }} />
        <LanguageMenu pathname={pathname} />
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <ModeToggle />
        </Box>
        <Tooltip title={t('sourceRepository')}>
          <IconButton component="a" href={siteConfig.sourceRepository} aria-label={t('sourceRepository')} rel="noopener">
            <GitHubIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('openSettings')}>
          <IconButton onClick={onOpenSettings} aria-label={t('openSettings')} edge="end">
            <SettingsOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
}
