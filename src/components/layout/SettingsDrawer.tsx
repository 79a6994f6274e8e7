import CloseIcon from '@mui/icons-material/Close';
import FormatTextdirectionLToRIcon from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToLIcon from '@mui/icons-material/FormatTextdirectionRToL';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../i18n/LanguageProvider';
import { useChangeTheme, useThemeDispatch, useThemeState } from '../theme/ThemeProvider';
import type { Direction } from '../theme/theme-reducer';
import { ModeToggle } from './ModeToggle';

/** Mode, direction and density settings. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const { direction, dense } = useThemeState();
  const dispatch = useThemeDispatch();
  const changeTheme = useChangeTheme();
  const headingId = 'settings-drawer-title';
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { width: 320, maxWidth: '90vw' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {t('settings')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('closeSettings')} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 3 }}>
        <section aria-labelledby="settings-mode">
          <Typography id="settings-mode" component="h3" variant="overline" sx={{ fontWeight: 700 }}>
            {t('mode')}
          </Typography>
          <ModeToggle showLabels />
        </section>
        <section aria-labelledby="settings-direction">
          <Typography id="settings-direction" component="h3" variant="overline" sx={{ fontWeight: 700 }}>
            {t('direction')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={direction}
            aria-label={t('direction')}
            onChange={(_event, value: Direction | null) => value && changeTheme({ direction: value })}
          >
            <ToggleButton value="ltr" sx={{ gap: 1 }}>
              <FormatTextdirectionLToRIcon fontSize="small" />
              {t('directionLtr')}
            </ToggleButton>
            <ToggleButton value="rtl" sx={{ gap: 1 }}>
              <FormatTextdirectionRToLIcon fontSize="small" />
              {t('directionRtl')}
            </ToggleButton>
          </ToggleButtonGroup>
        </section>
        <section aria-labelledby="settings-density">
          <Typography id="settings-density" component="h3" variant="overline" sx={{ fontWeight: 700 }}>
            {t('density')}
          </Typography>
          <FormControlLabel
            control={<Switch checked={dense} onChange={(event) => dispatch(event.target.checked ? { type: 'SET_DENSE', payload: true } : { type: 'RESET_DENSITY' })} />}
            label={t('densityDense')}
          />
        </section>
      </Box>
    </Drawer>
  );
}
