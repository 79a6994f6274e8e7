import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Parcel {
  id: number;
  tracking: string;
  recipient: string;
  // Outer dimensions in centimetres, stored as three numbers.
  length: number;
  width: number;
  height: number;
}

const rows: Parcel[] = [
  {
    id: 1,
    tracking: 'PX4471GB',
    recipient: 'Harbour Books',
    length: 40,
    width: 30,
    height: 20,
  },
  {
    id: 2,
    tracking: 'PX4472GB',
    recipient: 'Olive & Thyme Deli',
    length: 25,
    width: 25,
    height: 10,
  },
  {
    id: 3,
    tracking: 'PX4475GB',
    recipient: 'Northfield Clinic',
    length: 60,
    width: 40,
    height: 40,
  },
  {
    id: 4,
    tracking: 'PX4480GB',
    recipient: 'Studio Kiln',
    length: 35,
    width: 35,
    height: 35,
  },
];

const isSize = (part: number | undefined): part is number =>
  part !== undefined && Number.isFinite(part) && part > 0;

const formatDimensions = (row: Parcel) =>
  `${row.length} × ${row.width} × ${row.height}`;

const columns: GridColDef<Parcel>[] = [
  {
    field: 'tracking',
    headerName: 'Tracking code',
    width: 140,
    editable: true,
    // Store what the user types in upper case and without spaces.
    valueParser: (value: string | undefined) =>
      (value ?? '').toUpperCase().replace(/\s+/g, ''),
  },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 160 },
  {
    field: 'dimensions',
    headerName: 'L × W × H (cm)',
    width: 160,
    editable: true,
    // The cell shows one string built from three fields of the row...
    valueGetter: (_value, row) => formatDimensions(row),
    // ...and the setter writes an edited string back into those three fields.
    valueSetter: (value: string, row) => {
      const [length, width, height, extra] = value
        .split(/[x×*]/i)
        .map((part) => Number(part.trim()));
      if (
        !isSize(length) ||
        !isSize(width) ||
        !isSize(height) ||
        extra !== undefined
      ) {
        // Keep the stored dimensions when the text is not three positive numbers.
        return row;
      }
      return { ...row, length, width, height };
    },
  },
  {
    field: 'volume',
    headerName: 'Volume (L)',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => (row.length * row.width * row.height) / 1000,
  },
];

export default function ParcelDimensionsValueSetter() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
