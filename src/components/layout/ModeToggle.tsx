import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlinedIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { TranslationKey } from '../../i18n/translate';
import { useTranslate } from '../../i18n/LanguageProvider';
import { MODE_PREFERENCES, type ModePreference } from '../theme/mode-preference';
import { useModePreference } from '../theme/use-mode-preference';

const OPTIONS: Record<ModePreference, { label: TranslationKey; icon: React.ReactNode }> = {
  light: { label: 'modeLight', icon: <LightModeOutlinedIcon fontSize="small" /> },
  system: { label: 'modeSystem', icon: <SettingsBrightnessOutlinedIcon fontSize="small" /> },
  dark: { label: 'modeDark', icon: <DarkModeOutlinedIcon fontSize="small" /> },
};

/** Light / System / Dark. Nothing is selected until hydration reveals the stored preference. */
export function ModeToggle({ showLabels = false }: { showLabels?: boolean }) {
  const t = useTranslate();
  const { mode, setMode } = useModePreference();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={mode}
      aria-label={t('mode')}
      onChange={(_event, value: ModePreference | null) => value && setMode(value)}
      fullWidth={showLabels}
    >
      {MODE_PREFERENCES.map((option) => {
        const label = t(OPTIONS[option].label);
        return (
          <ToggleButton key={option} value={option} aria-label={label} title={label} data-mode={option} sx={{ gap: 1, py: 0.5 }}>
            {OPTIONS[option].icon}
            {showLabels ? label : null}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
