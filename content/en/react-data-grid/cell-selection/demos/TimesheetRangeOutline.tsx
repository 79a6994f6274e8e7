import { alpha } from '@mui/material/styles';
import { DataGridPremium, gridClasses } from '@mui/x-data-grid-premium';
import { timesheetColumns, timesheetRows } from './weekly-timesheet';

const outline = '2px solid';

export default function TimesheetRangeOutline() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={timesheetRows}
        columns={timesheetColumns}
        cellSelection
        rowSelection={false}
        hideFooter
        initialState={{
          cellSelection: {
            2: { tue: true, wed: true, thu: true },
            3: { tue: true, wed: true, thu: true },
          },
        }}
        sx={(theme) => ({
          // Every selected cell: a lighter fill than the default
          [`& .${gridClasses.cell}.Mui-selected`]: {
            backgroundColor: alpha(theme.palette.primary.main, 0.06),
          },
          // The edges of each range get a border on their outer side
          [`& .${gridClasses['cell--rangeTop']}`]: {
            borderTop: outline,
            borderTopColor: theme.palette.primary.main,
          },
          [`& .${gridClasses['cell--rangeBottom']}`]: {
            borderBottom: outline,
            borderBottomColor: theme.palette.primary.main,
          },
          [`& .${gridClasses['cell--rangeLeft']}`]: {
            borderLeft: outline,
            borderLeftColor: theme.palette.primary.main,
          },
          [`& .${gridClasses['cell--rangeRight']}`]: {
            borderRight: outline,
            borderRightColor: theme.palette.primary.main,
          },
        })}
      />
    </div>
  );
}
