import { useTranslate } from '../../i18n/LanguageProvider';
import { FrameButton, SegmentedGroup } from '../frame-ui/FrameButton';
import { ModalPanel, panelCloseClass } from '../frame-ui/ModalPanel';
import { Icon } from '../icons/Icon';
import { closeIcon } from '../icons/frame-icons';
import { directionLtrIcon, directionRtlIcon } from '../icons/settings-icons';
import { SETTINGS_DRAWER_WIDTH } from '../theme/layout-sizes';
import { useChangeTheme, useThemeDispatch, useThemeState } from '../theme/ThemeProvider';
import * as styles from './layout.module.css';
import { ModeToggle } from './ModeToggle';

/** Mode, direction and density settings, in a panel loaded the first time it is opened. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const { direction, dense } = useThemeState();
  const dispatch = useThemeDispatch();
  const changeTheme = useChangeTheme();
  if (!open) {
    return null;
  }
  return (
    <ModalPanel side="end" width={SETTINGS_DRAWER_WIDTH} onClose={onClose} aria-labelledby="settings-title">
      <FrameButton className={panelCloseClass} onClick={onClose} aria-label={t('closeSettings')}>
        <Icon path={closeIcon} />
      </FrameButton>
      <div className={styles.settings}>
        <header className={styles.settingsHeader}>
          <h2 id="settings-title">{t('settings')}</h2>
        </header>
        <section aria-labelledby="settings-mode">
          <h3 id="settings-mode">{t('mode')}</h3>
          <ModeToggle showLabels />
        </section>
        <section aria-labelledby="settings-direction">
          <h3 id="settings-direction">{t('direction')}</h3>
          <SegmentedGroup role="group" aria-labelledby="settings-direction">
            <FrameButton aria-pressed={direction === 'ltr'} onClick={() => changeTheme({ direction: 'ltr' })}>
              <Icon path={directionLtrIcon} />
              {t('directionLtr')}
            </FrameButton>
            <FrameButton aria-pressed={direction === 'rtl'} onClick={() => changeTheme({ direction: 'rtl' })}>
              <Icon path={directionRtlIcon} />
              {t('directionRtl')}
            </FrameButton>
          </SegmentedGroup>
        </section>
        <section aria-labelledby="settings-density">
          <h3 id="settings-density">{t('density')}</h3>
          <label>
            <input
              type="checkbox"
              role="switch"
              checked={dense}
              onChange={(event) =>
                dispatch(event.target.checked ? { type: 'SET_DENSE', payload: true } : { type: 'RESET_DENSITY' })
              }
            />
            {t('densityDense')}
          </label>
        </section>
      </div>
    </ModalPanel>
  );
}
