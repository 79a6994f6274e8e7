import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** A reading list: shelves, then books with a title and a publication year. */
export type ShelfItem = TreeViewBaseItem<{
  id: string;
  title: string;
  year?: number;
}>;

export const READING_LIST: ShelfItem[] = [
  {
    id: 'shelf-fiction',
    title: 'Fiction',
    children: [
      { id: 'book-harbour', title: 'The Harbour at Dusk', year: 2019 },
      { id: 'book-orchard', title: 'Letters from the Orchard', year: 2022 },
    ],
  },
  {
    id: 'shelf-essays',
    title: 'Essays',
    children: [{ id: 'book-maps', title: 'Maps We Never Drew', year: 2017 }],
  },
];

export function bookLabel(item: ShelfItem) {
  return item.year === undefined ? item.title : `${item.title} (${item.year})`;
}
