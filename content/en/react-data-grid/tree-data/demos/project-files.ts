import type { GridColDef } from '@mui/x-data-grid-pro';

export type FileKind =
  | 'Folder'
  | 'TypeScript'
  | 'JSON'
  | 'Markdown'
  | 'Image'
  | 'Stylesheet';

export interface FileRow {
  id: number;
  /** Folders and file names from the top of the repository down to this entry. */
  path: string[];
  kind: FileKind;
  /** Size in kilobytes; a folder's size is the sum of everything inside it. */
  sizeKb: number;
  owner: string;
  /** Last change, as an ISO date. */
  modified: string;
}

// [path, size in KB (folders: 0, computed below), owner, last change]
const entries: [string, number, string, string][] = [
  ['src', 0, 'Noor Haddad', '2025-03-18'],
  ['src/components', 0, 'Noor Haddad', '2025-03-18'],
  ['src/components/Header.tsx', 6.4, 'Noor Haddad', '2025-03-18'],
  ['src/components/Footer.tsx', 3.1, 'Kenji Mori', '2025-01-09'],
  ['src/components/PriceTag.tsx', 2.2, 'Kenji Mori', '2025-02-27'],
  ['src/hooks', 0, 'Kenji Mori', '2025-02-14'],
  ['src/hooks/useCart.ts', 4.8, 'Kenji Mori', '2025-02-14'],
  ['src/hooks/useLocale.ts', 1.9, 'Elif Demir', '2024-12-02'],
  ['src/styles', 0, 'Elif Demir', '2025-03-02'],
  ['src/styles/theme.css', 12.5, 'Elif Demir', '2025-03-02'],
  ['src/styles/print.css', 2.7, 'Elif Demir', '2024-11-21'],
  ['src/main.tsx', 1.2, 'Noor Haddad', '2024-10-30'],
  ['public', 0, 'Elif Demir', '2025-03-11'],
  ['public/images', 0, 'Elif Demir', '2025-03-11'],
  ['public/images/logo.svg', 8.9, 'Elif Demir', '2024-09-05'],
  ['public/images/hero.webp', 214.6, 'Elif Demir', '2025-03-11'],
  ['public/images/checkout.webp', 158.3, 'Elif Demir', '2025-01-20'],
  ['public/manifest.json', 0.8, 'Noor Haddad', '2024-09-05'],
  ['docs', 0, 'Tomás Rivera', '2025-03-15'],
  ['docs/setup.md', 5.6, 'Tomás Rivera', '2025-03-15'],
  ['docs/release-notes.md', 18.2, 'Tomás Rivera', '2025-03-01'],
  ['docs/decisions', 0, 'Tomás Rivera', '2025-02-08'],
  ['docs/decisions/0001-state.md', 3.3, 'Kenji Mori', '2024-08-19'],
  ['docs/decisions/0002-styling.md', 2.9, 'Elif Demir', '2025-02-08'],
  ['package.json', 2.4, 'Noor Haddad', '2025-03-17'],
  ['tsconfig.json', 0.9, 'Kenji Mori', '2024-08-12'],
  ['README.md', 4.1, 'Tomás Rivera', '2025-02-25'],
];

function kindOf(name: string, isFolder: boolean): FileKind {
  if (isFolder) {
    return 'Folder';
  }
  if (/\.tsx?$/.test(name)) {
    return 'TypeScript';
  }
  if (name.endsWith('.json')) {
    return 'JSON';
  }
  if (name.endsWith('.md')) {
    return 'Markdown';
  }
  if (name.endsWith('.css')) {
    return 'Stylesheet';
  }
  return 'Image';
}

export const projectFiles: FileRow[] = entries.map(
  ([path, sizeKb, owner, modified], index) => {
    const isFolder = entries.some(([other]) => other.startsWith(`${path}/`));
    const folderSize = entries
      .filter(([other]) => other.startsWith(`${path}/`))
      .reduce((total, [, size]) => total + size, 0);
    return {
      id: index + 1,
      path: path.split('/'),
      kind: kindOf(path, isFolder),
      sizeKb: Math.round((isFolder ? folderSize : sizeKb) * 10) / 10,
      owner,
      modified,
    };
  },
);

export const fileColumns: GridColDef<FileRow>[] = [
  { field: 'kind', headerName: 'Type', width: 120 },
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) =>
      value === undefined ? '' : `${value.toLocaleString('en-US')} KB`,
  },
  { field: 'owner', headerName: 'Last changed by', width: 150 },
  {
    field: 'modified',
    headerName: 'Modified',
    type: 'date',
    width: 120,
    valueGetter: (value?: string) => (value ? new Date(`${value}T00:00:00`) : null),
    valueFormatter: (value?: Date | null) =>
      value
        ? value.toLocaleDateString('en-US', {
            year: 'numeric',
            month: 'short',
            day: 'numeric',
          })
        : '',
  },
];
