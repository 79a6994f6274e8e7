/**
 * A branch library's catalogue, arranged by Dewey class. Entries carry their own field names:
 * `callNumber` identifies an entry and `title` names it, so the tree needs `getItemId` and
 * `getItemLabel` to read them. Nested entries stay under `children`.
 */
export interface CatalogueEntry {
  callNumber: string;
  title: string;
  author?: string;
  children?: CatalogueEntry[];
}

export const CATALOGUE: CatalogueEntry[] = [
  {
    callNumber: '500',
    title: 'Natural sciences',
    children: [
      {
        callNumber: '520',
        title: 'Astronomy',
        children: [
          {
            callNumber: '520 OKA',
            title: 'Night Skies of the Southern Coast',
            author: 'Mei Okafor',
          },
          {
            callNumber: '523.4 LIN',
            title: 'A Field Guide to the Outer Planets',
            author: 'Tomas Lindqvist',
          },
        ],
      },
      {
        callNumber: '580',
        title: 'Plants',
        children: [
          {
            callNumber: '581.6 BRA',
            title: 'Edible Weeds of the Riverbank',
            author: 'Ada Braithwaite',
          },
        ],
      },
    ],
  },
  {
    callNumber: '600',
    title: 'Technology',
    children: [
      {
        callNumber: '641',
        title: 'Food and drink',
        children: [
          {
            callNumber: '641.5 NGU',
            title: 'One Pot, Five Evenings',
            author: 'Linh Nguyen',
          },
          {
            callNumber: '641.8 FER',
            title: 'Bread by Hand',
            author: 'Rosa Ferreira',
          },
        ],
      },
    ],
  },
  {
    callNumber: '900',
    title: 'History and geography',
    children: [
      {
        callNumber: '914.9 HAL',
        title: 'Walking the Northern Fjords',
        author: 'Ingrid Halvorsen',
      },
    ],
  },
];
