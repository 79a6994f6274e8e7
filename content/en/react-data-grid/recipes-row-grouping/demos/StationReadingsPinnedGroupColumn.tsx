import * as React from 'react';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

type StationYear = {
  id: number;
  region: string;
  station: string;
} & Record<string, number | string>;

const stations = [
  { region: 'Coast', station: 'Harbour Point' },
  { region: 'Coast', station: 'Lighthouse Rd' },
  { region: 'Coast', station: 'Dune Park' },
  { region: 'Uplands', station: 'Ridge Top' },
  { region: 'Uplands', station: 'Quarry Lane' },
  { region: 'Valley', station: 'Mill Bridge' },
  { region: 'Valley', station: 'Orchard Farm' },
  { region: 'Valley', station: 'River Meadow' },
];

// Monthly rainfall in mm, computed from the indexes so every render agrees.
const rows: StationYear[] = stations.map((place, index) => {
  const row: StationYear = { id: index + 1, ...place };
  months.forEach((month, monthIndex) => {
    row[month] = 20 + ((index * 31 + monthIndex * 17) % 95);
  });
  return row;
});

const columns: GridColDef<StationYear>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'station', headerName: 'Station', width: 140, groupable: false },
  ...months.map<GridColDef<StationYear>>((month) => ({
    field: month,
    headerName: `${month} (mm)`,
    type: 'number',
    width: 100,
    groupable: false,
  })),
];

// Leaves show the station name, so the pinned column names every row.
const groupingColDef: GridGroupingColDefOverride<StationYear> = {
  headerName: 'Region / station',
  width: 200,
  leafField: 'station',
};

export default function StationReadingsPinnedGroupColumn() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['region'] },
          columns: { columnVisibilityModel: { region: false, station: false } },
          pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD] },
        }}
        hideFooter
      />
    </div>
  );
}
