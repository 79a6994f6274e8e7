import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import * as React from 'react';
import { useTranslate } from '../../i18n/LanguageProvider';
import { usePersistentChoice } from '../../lib/use-persistent-choice';
import { CopyButton } from './CopyButton';

export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** Storage key of the chosen package manager (shared by every install block on the site). */
export const PACKAGE_MANAGER_STORAGE_KEY = 'codeblock-package-manager';

export function installCommand(manager: PackageManager, packages: string, dev: boolean): string {
  switch (manager) {
    case 'npm':
      return `npm install ${dev ? '--save-dev ' : ''}${packages}`;
    case 'pnpm':
      return `pnpm add ${dev ? '--save-dev ' : ''}${packages}`;
    case 'yarn':
      return `yarn add ${dev ? '--dev ' : ''}${packages}`;
  }
}

/**
 * Install commands in npm / pnpm / yarn tabs: `<InstallTabs packages="@mui/x-data-grid" />`.
 * The reader's choice is remembered and applied to every install block.
 */
export function InstallTabs({ packages, dev = false }: { packages: string; dev?: boolean }) {
  const t = useTranslate();
  const [manager, setManager] = usePersistentChoice(PACKAGE_MANAGER_STORAGE_KEY, PACKAGE_MANAGERS, 'npm');
  const id = React.useId();
  const command = installCommand(manager, packages, dev);
  return (
    <Box className="code-block install-tabs" sx={{ my: 2 }}>
      <Tabs
        value={manager}
        onChange={(_event, value: PackageManager) => setManager(value)}
        aria-label={t('installCommandsFor', { packages })}
        sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5, textTransform: 'none' } }}
      >
        {PACKAGE_MANAGERS.map((name) => (
          <Tab key={name} value={name} label={name} id={`${id}-${name}-tab`} aria-controls={`${id}-panel`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${manager}-tab`} sx={{ position: 'relative' }}>
        <pre data-language="bash" tabIndex={0}>
          <code>{command}</code>
        </pre>
        <CopyButton className="code-block-copy" getText={() => command} />
      </Box>
    </Box>
  );
}
