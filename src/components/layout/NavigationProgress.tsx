import * as React from 'react';
import { useTranslate } from '../../i18n/LanguageProvider';
import * as styles from './layout.module.css';
import { navigationProgress, type ProgressPhase } from './navigation-progress';

const subscribe = (listener: () => void) => navigationProgress.subscribe(listener);
const serverPhase = (): ProgressPhase => 'idle';

/**
 * A slim bar at the top of the window while a client-side navigation is slow (see
 * navigation-progress.ts). The bar itself is hidden from assistive technology, which hears a
 * polite "Loading page…" instead; Gatsby's route announcer then names the new page.
 */
export function NavigationProgress() {
  const t = useTranslate();
  const phase = React.useSyncExternalStore(subscribe, navigationProgress.phase, serverPhase);
  return (
    <div className={styles.progress} data-navigation-progress={phase}>
      {phase === 'loading' || phase === 'finishing' ? <div className={styles.progressBar} aria-hidden="true" /> : null}
      <span role="status" className="visually-hidden">
        {phase === 'loading' ? t('loadingPage') : ''}
      </span>
    </div>
  );
}
