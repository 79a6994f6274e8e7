import * as React from 'react';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';

type TimesheetRow = {
  id: number;
  project: string;
  activity: string;
  mon: number;
  tue: number;
  wed: number;
  thu: number;
  fri: number;
};

const rows: TimesheetRow[] = [
  {
    id: 1,
    project: 'Website relaunch',
    activity: 'Development',
    mon: 6,
    tue: 7,
    wed: 4,
    thu: 6,
    fri: 3,
  },
  {
    id: 2,
    project: 'Website relaunch',
    activity: 'Meetings',
    mon: 1,
    tue: 0.5,
    wed: 2,
    thu: 1,
    fri: 1,
  },
  {
    id: 3,
    project: 'Mobile app',
    activity: 'Testing',
    mon: 0,
    tue: 0,
    wed: 2,
    thu: 1,
    fri: 3,
  },
  {
    id: 4,
    project: 'Internal tools',
    activity: 'Support',
    mon: 1,
    tue: 0.5,
    wed: 0,
    thu: 0,
    fri: 1,
  },
];

const hoursColumn = (
  field: keyof TimesheetRow,
  headerName: string,
): GridColDef<TimesheetRow> => ({
  field,
  headerName,
  type: 'number',
  width: 80,
  editable: true,
});

const columns: GridColDef<TimesheetRow>[] = [
  { field: 'project', headerName: 'Project', flex: 1, minWidth: 150 },
  {
    field: 'activity',
    headerName: 'Activity',
    type: 'singleSelect',
    valueOptions: ['Development', 'Meetings', 'Testing', 'Support'],
    width: 140,
    editable: true,
  },
  hoursColumn('mon', 'Mon'),
  hoursColumn('tue', 'Tue'),
  hoursColumn('wed', 'Wed'),
  hoursColumn('thu', 'Thu'),
  hoursColumn('fri', 'Fri'),
];

export default function TimesheetSingleClick() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick = React.useCallback(
    (params: GridCellParams, event: React.MouseEvent) => {
      if (!params.isEditable) {
        return;
      }
      // Clicks inside a portal, such as the menu of the Activity select,
      // bubble up to the cell through React: ignore them
      if (!event.currentTarget.contains(event.target as Node)) {
        return;
      }
      setCellModesModel((prevModel) => {
        // Every cell that is being edited goes back to view mode (and saves)...
        const nextModel: GridCellModesModel = {};
        Object.entries(prevModel).forEach(([rowId, fields]) => {
          const rowModel: GridCellModesModel[string] = {};
          Object.keys(fields).forEach((field) => {
            rowModel[field] = { mode: GridCellModes.View };
          });
          nextModel[rowId] = rowModel;
        });
        // ...and the clicked cell goes to edit mode
        nextModel[params.id] = {
          ...nextModel[params.id],
          [params.field]: { mode: GridCellModes.Edit },
        };
        return nextModel;
      });
    },
    [],
  );

  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        hideFooter
      />
    </div>
  );
}
