import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const regions = ['North', 'South', 'East', 'West', 'Central'];
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const years = [2024, 2025];

// One column per quarter and year: "Q1 2024" … "Q4 2025"
const quarterColumns: GridColDef[] = years.flatMap((year) =>
  quarters.map((quarter) => ({
    field: `${quarter.toLowerCase()}_${year}`,
    headerName: `${quarter} ${year}`,
    type: 'number' as const,
    width: 100,
  })),
);

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 110, hideable: false },
  ...quarterColumns,
];

// Sales in thousands, computed from the row and column positions (same on every render)
const rows = regions.map((region, regionIndex) => {
  const row: Record<string, string | number> = { id: regionIndex + 1, region };
  quarterColumns.forEach((column, columnIndex) => {
    row[column.field] = 120 + ((regionIndex * 37 + columnIndex * 23) % 90);
  });
  return row;
});

export default function RegionalSalesToggleFiltered() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{ columnsManagement: { toggleAllMode: 'filteredOnly' } }}
      />
    </div>
  );
}
