import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Recipe {
  id: number;
  name: string;
  cuisine: string;
  course: string;
  prepMinutes: number;
  vegetarian: boolean;
  rating: number;
}

const rows: Recipe[] = [
  {
    id: 1,
    name: 'Mushroom risotto',
    cuisine: 'Italian',
    course: 'Main',
    prepMinutes: 40,
    vegetarian: true,
    rating: 4.6,
  },
  {
    id: 2,
    name: 'Caprese salad',
    cuisine: 'Italian',
    course: 'Starter',
    prepMinutes: 10,
    vegetarian: true,
    rating: 4.2,
  },
  {
    id: 3,
    name: 'Spaghetti carbonara',
    cuisine: 'Italian',
    course: 'Main',
    prepMinutes: 25,
    vegetarian: false,
    rating: 4.8,
  },
  {
    id: 4,
    name: 'Panna cotta',
    cuisine: 'Italian',
    course: 'Dessert',
    prepMinutes: 20,
    vegetarian: true,
    rating: 4.4,
  },
  {
    id: 5,
    name: 'Chicken tikka masala',
    cuisine: 'Indian',
    course: 'Main',
    prepMinutes: 50,
    vegetarian: false,
    rating: 4.7,
  },
  {
    id: 6,
    name: 'Chana masala',
    cuisine: 'Indian',
    course: 'Main',
    prepMinutes: 35,
    vegetarian: true,
    rating: 4.5,
  },
  {
    id: 7,
    name: 'Vegetable samosas',
    cuisine: 'Indian',
    course: 'Starter',
    prepMinutes: 45,
    vegetarian: true,
    rating: 4.1,
  },
  {
    id: 8,
    name: 'Pad thai',
    cuisine: 'Thai',
    course: 'Main',
    prepMinutes: 30,
    vegetarian: false,
    rating: 4.3,
  },
  {
    id: 9,
    name: 'Green papaya salad',
    cuisine: 'Thai',
    course: 'Starter',
    prepMinutes: 15,
    vegetarian: true,
    rating: 4.0,
  },
  {
    id: 10,
    name: 'Mango sticky rice',
    cuisine: 'Thai',
    course: 'Dessert',
    prepMinutes: 35,
    vegetarian: true,
    rating: 4.6,
  },
  {
    id: 11,
    name: 'Fish tacos',
    cuisine: 'Mexican',
    course: 'Main',
    prepMinutes: 30,
    vegetarian: false,
    rating: 4.4,
  },
  {
    id: 12,
    name: 'Guacamole',
    cuisine: 'Mexican',
    course: 'Starter',
    prepMinutes: 10,
    vegetarian: true,
    rating: 4.5,
  },
  {
    id: 13,
    name: 'Black bean enchiladas',
    cuisine: 'Mexican',
    course: 'Main',
    prepMinutes: 45,
    vegetarian: true,
    rating: 4.2,
  },
  {
    id: 14,
    name: 'Churros',
    cuisine: 'Mexican',
    course: 'Dessert',
    prepMinutes: 40,
    vegetarian: true,
    rating: 3.9,
  },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'name', headerName: 'Recipe', flex: 1, minWidth: 180 },
  {
    field: 'cuisine',
    headerName: 'Cuisine',
    type: 'singleSelect',
    valueOptions: ['Italian', 'Indian', 'Thai', 'Mexican'],
    width: 110,
  },
  {
    field: 'course',
    headerName: 'Course',
    type: 'singleSelect',
    valueOptions: ['Starter', 'Main', 'Dessert'],
    width: 110,
  },
  { field: 'prepMinutes', headerName: 'Prep (min)', type: 'number', width: 110 },
  { field: 'vegetarian', headerName: 'Vegetarian', type: 'boolean', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function RecipeCatalogMultiFilters() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'vegetarian', operator: 'is', value: 'true' },
                { id: 2, field: 'prepMinutes', operator: '<=', value: 30 },
              ],
            },
          },
        }}
      />
    </div>
  );
}
