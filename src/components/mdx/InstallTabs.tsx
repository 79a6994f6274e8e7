// First the Gatsby runtime, which loads gatsby-browser and so the frame's stylesheets, then this
// component's own: pages import it from their MDX, ahead of the template (decision 0025).
import 'gatsby';
import * as React from 'react';
import { useTranslate } from '../../i18n/LanguageProvider';
import { usePersistentChoice } from '../../lib/use-persistent-choice';
import { installCommand, PACKAGE_MANAGERS } from '../../lib/install-command';
import { CodeTabList } from './CodeTabList';
import { CopyButton } from './CopyButton';
import * as styles from './markdown.module.css';

/** Storage key of the chosen package manager (shared by every install block on the site). */
export const PACKAGE_MANAGER_STORAGE_KEY = 'codeblock-package-manager';

/**
 * Install commands in npm / pnpm / yarn tabs: `<InstallTabs packages="@mui/x-data-grid" />`.
 * The reader's choice is remembered and applied to every install block.
 */
export function InstallTabs({ packages, dev = false }: { packages: string; dev?: boolean }) {
  const t = useTranslate();
  const [manager, setManager] = usePersistentChoice(PACKAGE_MANAGER_STORAGE_KEY, PACKAGE_MANAGERS, 'npm');
  const id = React.useId();
  const command = installCommand(manager, packages, dev);
  const blockRef = React.useRef<HTMLDivElement>(null);
  const getCommand = React.useCallback(() => command, [command]);
  const tabId = (index: number) => `${id}-${PACKAGE_MANAGERS[index] ?? index}`;

  return (
    <div ref={blockRef} className={styles.codeBlock}>
      <CodeTabList
        label={t('installCommandsFor', { packages })}
        tabs={PACKAGE_MANAGERS}
        selected={PACKAGE_MANAGERS.indexOf(manager)}
        onSelect={(index) => setManager(PACKAGE_MANAGERS[index] ?? 'npm')}
        tabId={tabId}
        panelId={() => `${id}-panel`}
      />
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={tabId(PACKAGE_MANAGERS.indexOf(manager))}
        className={styles.tabPanel}
      >
        <pre data-language="bash" tabIndex={0}>
          <code>{command}</code>
        </pre>
        <CopyButton className={styles.copy} getText={getCommand} shortcutScope={blockRef} />
      </div>
    </div>
  );
}
