import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Supplier = {
  id: number;
  name: string;
  category: string;
  rating: number | null;
};

const rows: Supplier[] = [
  { id: 1, name: 'Northwind Paper Co.', category: 'Office supplies', rating: 4 },
  { id: 2, name: 'Harbor Freight Lines', category: 'Logistics', rating: 3 },
  { id: 3, name: 'Greenleaf Catering', category: 'Events', rating: 5 },
  { id: 4, name: 'Copperline Networks', category: 'IT services', rating: 2 },
  { id: 5, name: 'Summit Cleaning', category: 'Facilities', rating: null },
  { id: 6, name: 'Bluebird Print Studio', category: 'Marketing', rating: 4 },
];

function RatingViewCell(params: GridRenderCellParams<Supplier, number | null>) {
  return (
    <Rating
      readOnly
      size="small"
      value={params.value ?? null}
      aria-label={`${params.value ?? 0} out of 5 stars`}
    />
  );
}

function RatingEditCell(props: GridRenderEditCellParams<Supplier, number | null>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const ratingRef = React.useRef<HTMLSpanElement>(null);

  // The grid does not focus a cell in edit mode: move focus to the checked star,
  // or to the first star when there is no rating yet
  React.useEffect(() => {
    if (hasFocus && ratingRef.current) {
      const input =
        ratingRef.current.querySelector<HTMLInputElement>(
          'input:checked:not([value=""])',
        ) ??
        ratingRef.current.querySelector<HTMLInputElement>('input[type="radio"]');
      input?.focus();
    }
  }, [hasFocus]);

  const handleChange = (_event: React.SyntheticEvent, newValue: number | null) => {
    apiRef.current.setEditCellValue({ id, field, value: newValue });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', px: 1 }}>
      <Rating
        ref={ratingRef}
        name={`supplier-rating-${id}`}
        value={value ?? null}
        onChange={handleChange}
      />
    </Box>
  );
}

const columns: GridColDef<Supplier>[] = [
  { field: 'name', headerName: 'Supplier', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 150 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 170,
    align: 'left',
    headerAlign: 'left',
    display: 'flex',
    editable: true,
    renderCell: (params) => <RatingViewCell {...params} />,
    renderEditCell: (params) => <RatingEditCell {...params} />,
  },
];

export default function SupplierRatingEdit() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
