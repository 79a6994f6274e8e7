import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Link as GatsbyLink } from 'gatsby';
import * as React from 'react';
import { useLanguage, useTranslate } from '../../i18n/LanguageProvider';
import { languagePrefix } from '../../lib/paths';
import { useProduct } from '../nav/use-products';

/**
 * The product's name and its version menu. The current version links within this site (in the
 * reader's language); older versions link to their own sites, which are English only.
 */
export function ProductIdentifier({ productId }: { productId: string }) {
  const product = useProduct(productId);
  const lang = useLanguage();
  const t = useTranslate();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  if (!product) {
    return null;
  }
  const current = product.versions.find((version) => version.current) ?? product.versions[0];
  const menuId = 'version-menu';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0 }}>
        {product.metadata ? (
          <Typography component="div" variant="caption" sx={{ color: 'text.secondary', lineHeight: 1.2, fontWeight: 600 }}>
            {product.metadata}
          </Typography>
        ) : null}
        <Typography component="div" sx={{ fontWeight: 700, lineHeight: 1.2, whiteSpace: 'nowrap' }}>
          {product.name}
        </Typography>
      </Box>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        aria-label={t('versionMenuLabel', { product: product.name })}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderColor: 'divider', py: 0.25, minWidth: 0 }}
      >
        {current?.text}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {product.versions.map((version) =>
          version.current ? (
            <MenuItem
              key={version.text}
              component={GatsbyLink}
              to={`${languagePrefix(lang)}${version.href}`}
              selected
              onClick={() => setAnchor(null)}
            >
              <ListItemIcon>
                <CheckIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={version.text} secondary={t('currentVersion')} />
            </MenuItem>
          ) : (
            <MenuItem key={version.text} component="a" href={version.href} rel="noopener" onClick={() => setAnchor(null)}>
              <ListItemText inset primary={version.text} />
            </MenuItem>
          ),
        )}
      </Menu>
    </Box>
  );
}
