import styled from '@emotion/styled';
import { useTranslate } from '../../i18n/LanguageProvider';
import { FrameButton, SegmentedGroup } from '../frame-ui/FrameButton';
import { ModalPanel } from '../frame-ui/ModalPanel';
import { Icon } from '../icons/Icon';
import { useChangeTheme, useThemeDispatch, useThemeState } from '../theme/ThemeProvider';
import { spacing, vars } from '../theme/tokens';
import { ModeToggle } from './ModeToggle';

const Content = styled.div({
  padding: spacing(2),
  display: 'flex',
  flexDirection: 'column',
  gap: spacing(3),
  '& header': { display: 'flex', alignItems: 'center', minHeight: 40, borderBottom: `1px solid ${vars.divider}`, margin: spacing(-2, -2, 0), padding: spacing(1, 2) },
  '& h2': { margin: 0, fontSize: '1rem', fontWeight: 700 },
  '& h3': { margin: spacing(0, 0, 1), fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: vars.textSecondary },
  '& [role="group"]': { display: 'flex' },
  '& [role="group"] > button': { flex: 1 },
  '& label': { display: 'flex', alignItems: 'center', gap: spacing(1.5), fontSize: '0.875rem', cursor: 'pointer' },
  '& input[type="checkbox"]': { width: 18, height: 18, accentColor: vars.primary, margin: 0 },
});

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
    <ModalPanel side="end" width={320} onClose={onClose} aria-labelledby="settings-title">
      <FrameButton type="button" className="panel-close" onClick={onClose} aria-label={t('closeSettings')}>
        <Icon name="close" />
      </FrameButton>
      <Content>
        <header>
          <h2 id="settings-title">{t('settings')}</h2>
        </header>
        <section aria-labelledby="settings-mode">
          <h3 id="settings-mode">{t('mode')}</h3>
          <ModeToggle showLabels />
        </section>
        <section aria-labelledby="settings-direction">
          <h3 id="settings-direction">{t('direction')}</h3>
          <SegmentedGroup role="group" aria-labelledby="settings-direction">
            <FrameButton type="button" aria-pressed={direction === 'ltr'} onClick={() => changeTheme({ direction: 'ltr' })}>
              <Icon name="directionLtr" />
              {t('directionLtr')}
            </FrameButton>
            <FrameButton type="button" aria-pressed={direction === 'rtl'} onClick={() => changeTheme({ direction: 'rtl' })}>
              <Icon name="directionRtl" />
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
              onChange={(event) => dispatch(event.target.checked ? { type: 'SET_DENSE', payload: true } : { type: 'RESET_DENSITY' })}
            />
            {t('densityDense')}
          </label>
        </section>
      </Content>
    </ModalPanel>
  );
}
