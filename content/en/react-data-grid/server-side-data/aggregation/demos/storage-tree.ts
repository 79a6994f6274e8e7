import type { GridColDef } from '@mui/x-data-grid-premium';
import type { LevelRow } from '@demo-kit/data-grid-server';

export interface StorageItem {
  /** The path joined with "/": unique, and easy to rebuild from `groupKeys`. */
  id: string;
  /** Folder names from the top down to this item; the last part is its own name. */
  path: string[];
  kind: 'Folder' | 'File';
  /** A file's size in megabytes; folders have none of their own. */
  sizeMb: number | null;
  /** The year a file last changed; a folder's comes from its files. */
  modified: number | null;
}

const tree: Record<string, string[]> = {
  Design: ['Brand', 'Product shots', 'Icons'],
  Finance: ['Invoices', 'Payroll'],
  Engineering: ['Builds', 'Datasets', 'Logs'],
  Marketing: ['Campaigns', 'Video'],
};
const extensions = ['pdf', 'png', 'zip', 'csv', 'mp4'];

/** Four top folders, their sub-folders, and 3 to 6 files in each: every value comes from an index. */
export function createStorageItems(): StorageItem[] {
  const items: StorageItem[] = [];
  let index = 0;
  Object.entries(tree).forEach(([top, folders]) => {
    items.push({
      id: top,
      path: [top],
      kind: 'Folder',
      sizeMb: null,
      modified: null,
    });
    folders.forEach((folder) => {
      const folderPath = [top, folder];
      items.push({
        id: folderPath.join('/'),
        path: folderPath,
        kind: 'Folder',
        sizeMb: null,
        modified: null,
      });
      const fileCount = 3 + ((index * 5) % 4);
      for (let file = 0; file < fileCount; file += 1) {
        index += 1;
        const extension = extensions[(index * 3) % extensions.length] ?? 'pdf';
        const path = [
          ...folderPath,
          `${folder.toLowerCase().replace(' ', '-')}-${file + 1}.${extension}`,
        ];
        items.push({
          id: path.join('/'),
          path,
          kind: 'File',
          sizeMb: Math.round(
            (((index * 37) % 90) + 2) * (extension === 'mp4' ? 9.5 : 1.3),
          ),
          modified: 2019 + ((index * 7) % 7),
        });
      }
    });
  });
  return items;
}

export const storageColumns: GridColDef<StorageItem>[] = [
  { field: 'kind', headerName: 'Kind', width: 100 },
  {
    field: 'sizeMb',
    headerName: 'Size (MB)',
    type: 'number',
    width: 130,
  },
  {
    field: 'modified',
    headerName: 'Last change',
    type: 'number',
    width: 130,
    // A year reads better without a thousands separator.
    valueFormatter: (value?: number | null | '') =>
      value === undefined || value === null || value === '' ? '' : String(value),
  },
];

export const storageGroupingColDef = { headerName: 'Name', width: 280 };

/** The aggregated values of some files for each field of the model, as a server computes them. */
export function fileTotals(
  files: readonly StorageItem[],
  model: Record<string, string> | undefined,
): Record<string, number | null> {
  const totals: Record<string, number | null> = {};
  Object.entries(model ?? {}).forEach(([field, fn]) => {
    const values = files
      .map((file) => file[field as keyof StorageItem])
      .filter((value): value is number => typeof value === 'number');
    if (fn === 'size') {
      totals[field] = files.length;
    } else if (values.length === 0) {
      totals[field] = null;
    } else if (fn === 'sum') {
      totals[field] = values.reduce((total, value) => total + value, 0);
    } else if (fn === 'avg') {
      totals[field] =
        values.reduce((total, value) => total + value, 0) / values.length;
    } else if (fn === 'max') {
      totals[field] = Math.max(...values);
    } else if (fn === 'min') {
      totals[field] = Math.min(...values);
    }
  });
  return totals;
}

/**
 * Adds each folder's totals over the files below it. The site's fake server puts `aggregates` on
 * the groups of a row grouping, not on the nodes of a tree, so the demo adds them the way your
 * server would.
 */
export function withFolderTotals(
  level: LevelRow[],
  items: readonly StorageItem[],
  model: Record<string, string> | undefined,
): LevelRow[] {
  return level.map((row) => {
    if (row.descendantCount === 0) {
      return row;
    }
    const prefix = `${String(row.id)}/`;
    const files = items.filter(
      (item) => item.kind === 'File' && item.id.startsWith(prefix),
    );
    return { ...row, aggregates: fileTotals(files, model) };
  });
}
