import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColumnHeaderParams,
} from '@mui/x-data-grid';

const units: Record<string, string> = {
  energy: 'kcal',
  protein: 'g',
  fibre: 'g',
  sodium: 'mg',
};

// One renderer for every nutrient column: the title and the alignment come from
// the column definition, the unit from the field.
function renderUnitHeader(params: GridColumnHeaderParams) {
  return (
    <div style={{ lineHeight: 1.2, textAlign: params.colDef.headerAlign ?? 'left' }}>
      <Typography variant="body2" component="div" sx={{ fontWeight: 500 }}>
        {params.colDef.headerName}
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary">
        {units[params.field]} per serving
      </Typography>
    </div>
  );
}

const rows = [
  { id: 1, dish: 'Lentil soup', energy: 230, protein: 14, fibre: 8, sodium: 540 },
  { id: 2, dish: 'Chicken wrap', energy: 410, protein: 27, fibre: 4, sodium: 820 },
  { id: 3, dish: 'Quinoa salad', energy: 320, protein: 11, fibre: 6, sodium: 310 },
  { id: 4, dish: 'Overnight oats', energy: 290, protein: 10, fibre: 7, sodium: 95 },
];

const columns: GridColDef[] = [
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 150 },
  {
    field: 'energy',
    headerName: 'Energy',
    type: 'number',
    width: 140,
    renderHeader: renderUnitHeader,
  },
  {
    field: 'protein',
    headerName: 'Protein',
    type: 'number',
    width: 140,
    renderHeader: renderUnitHeader,
  },
  {
    field: 'fibre',
    headerName: 'Fibre',
    type: 'number',
    width: 140,
    renderHeader: renderUnitHeader,
  },
  {
    field: 'sodium',
    headerName: 'Sodium',
    type: 'number',
    width: 140,
    renderHeader: renderUnitHeader,
  },
];

export default function NutritionUnitHeaders() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
