import type { TranslationKey } from '../../i18n/translate';
import { useTranslate } from '../../i18n/LanguageProvider';
import { FrameButton, SegmentedGroup } from '../frame-ui/FrameButton';
import { Icon } from '../icons/Icon';
import { darkModeIcon, lightModeIcon, systemModeIcon } from '../icons/frame-icons';
import { MODE_PREFERENCES, type ModePreference } from '../theme/mode-preference';
import { useModePreference } from '../theme/use-mode-preference';

const OPTIONS: Record<ModePreference, { label: TranslationKey; icon: React.ReactNode }> = {
  light: { label: 'modeLight', icon: <Icon path={lightModeIcon} /> },
  system: { label: 'modeSystem', icon: <Icon path={systemModeIcon} /> },
  dark: { label: 'modeDark', icon: <Icon path={darkModeIcon} /> },
};

/** Light / System / Dark. Nothing is pressed until hydration reveals the stored preference. */
export function ModeToggle({ showLabels = false }: { showLabels?: boolean }) {
  const t = useTranslate();
  const { mode, setMode } = useModePreference();
  return (
    <SegmentedGroup role="group" aria-label={t('mode')} style={showLabels ? { display: 'flex' } : undefined}>
      {MODE_PREFERENCES.map((option) => {
        const label = t(OPTIONS[option].label);
        return (
          <FrameButton
            key={option}
            aria-pressed={mode === option}
            aria-label={showLabels ? undefined : label}
            title={showLabels ? undefined : label}
            onClick={() => setMode(option)}
            style={showLabels ? { flex: 1 } : undefined}
          >
            {OPTIONS[option].icon}
            {showLabels ? label : null}
          </FrameButton>
        );
      })}
    </SegmentedGroup>
  );
}
