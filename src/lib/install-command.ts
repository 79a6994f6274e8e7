export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** The command that installs `packages` with a package manager (as a dev dependency when `dev`). */
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
