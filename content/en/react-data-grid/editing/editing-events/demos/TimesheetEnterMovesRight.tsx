import {
  DataGrid,
  GridCellEditStopReasons,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

interface TimesheetLine {
  id: number;
  task: string;
  mon: number | null;
  tue: number | null;
  wed: number | null;
  thu: number | null;
  fri: number | null;
}

const rows: TimesheetLine[] = [
  { id: 1, task: 'Client onboarding', mon: 3, tue: 2, wed: null, thu: 1, fri: null },
  { id: 2, task: 'Invoice review', mon: 1, tue: null, wed: 2, thu: null, fri: 1.5 },
  { id: 3, task: 'Team meeting', mon: 1, tue: 1, wed: 1, thu: 1, fri: 1 },
  { id: 4, task: '', mon: null, tue: null, wed: null, thu: null, fri: null },
  { id: 5, task: '', mon: null, tue: null, wed: null, thu: null, fri: null },
];

const dayColumn = (
  field: string,
  headerName: string,
): GridColDef<TimesheetLine> => ({
  field,
  headerName,
  type: 'number',
  width: 80,
  editable: true,
});

const columns: GridColDef<TimesheetLine>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 170, editable: true },
  dayColumn('mon', 'Mon'),
  dayColumn('tue', 'Tue'),
  dayColumn('wed', 'Wed'),
  dayColumn('thu', 'Thu'),
  dayColumn('fri', 'Fri'),
];

export default function TimesheetEnterMovesRight() {
  const apiRef = useGridApiRef();

  // Enter saves and moves to the next cell on the right, like Tab, instead of
  // the cell below. After the last column, focus wraps to the next row.
  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
    if (params.reason === GridCellEditStopReasons.enterKeyDown) {
      event.defaultMuiPrevented = true;
      apiRef.current?.stopCellEditMode({
        id: params.id,
        field: params.field,
        cellToFocusAfter: 'right',
      });
    }
  };

  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        hideFooter
        onCellEditStop={handleCellEditStop}
      />
    </div>
  );
}
