import * as React from 'react';
import { rovingTargetIndex } from '../../lib/roving-focus';
import { useTranslate } from '../../i18n/LanguageProvider';
import { usePersistentChoice } from '../../lib/use-persistent-choice';
import { installCommand, PACKAGE_MANAGERS } from '../../lib/install-command';
import { CopyButton } from './CopyButton';
import * as styles from './markdown.module.css';

/** Storage key of the chosen package manager (shared by every install block on the site). */
export const PACKAGE_MANAGER_STORAGE_KEY = 'codeblock-package-manager';

/**
 * Install commands in npm / pnpm / yarn tabs: `<InstallTabs packages="@mui/x-data-grid" />`.
 * The reader's choice is remembered and applied to every install block. Tabs follow the ARIA
 * tabs pattern: one tab stop, arrow keys move between tabs.
 */
export function InstallTabs({ packages, dev = false }: { packages: string; dev?: boolean }) {
  const t = useTranslate();
  const [manager, setManager] = usePersistentChoice(PACKAGE_MANAGER_STORAGE_KEY, PACKAGE_MANAGERS, 'npm');
  const id = React.useId();
  const tabRefs = React.useRef<(HTMLButtonElement | null)[]>([]);
  const command = installCommand(manager, packages, dev);
  const blockRef = React.useRef<HTMLDivElement>(null);
  const getCommand = React.useCallback(() => command, [command]);

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const next = rovingTargetIndex(event.key, index, PACKAGE_MANAGERS.length);
    if (next !== null) {
      event.preventDefault();
      setManager(PACKAGE_MANAGERS[next] ?? 'npm');
      tabRefs.current[next]?.focus();
    }
  };

  return (
    <div ref={blockRef} className={styles.codeBlock}>
      <div role="tablist" aria-label={t('installCommandsFor', { packages })} className={styles.tablist}>
        {PACKAGE_MANAGERS.map((name, index) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={name === manager}
            aria-controls={`${id}-panel`}
            tabIndex={name === manager ? 0 : -1}
            onClick={() => setManager(name)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${manager}`} className={styles.tabPanel}>
        <pre data-language="bash" tabIndex={0}>
          <code>{command}</code>
        </pre>
        <CopyButton className={styles.copy} getText={getCommand} shortcutScope={blockRef} />
      </div>
    </div>
  );
}
