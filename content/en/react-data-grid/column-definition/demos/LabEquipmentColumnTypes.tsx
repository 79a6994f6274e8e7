import * as React from 'react';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

interface Equipment {
  id: number;
  name: string;
  units: number;
  purchased: Date;
  calibrated: Date;
  portable: boolean;
  lab: string;
  access: string;
}

const initialRows: Equipment[] = [
  {
    id: 1,
    name: 'Centrifuge',
    units: 2,
    purchased: new Date(2021, 8, 14),
    calibrated: new Date(2025, 2, 3, 14, 30),
    portable: false,
    lab: 'Biology',
    access: 'Trained staff',
  },
  {
    id: 2,
    name: 'pH meter',
    units: 6,
    purchased: new Date(2023, 0, 9),
    calibrated: new Date(2025, 3, 22, 9, 15),
    portable: true,
    lab: 'Chemistry',
    access: 'Everyone',
  },
  {
    id: 3,
    name: 'Oscilloscope',
    units: 4,
    purchased: new Date(2019, 4, 27),
    calibrated: new Date(2024, 10, 18, 16, 0),
    portable: true,
    lab: 'Physics',
    access: 'Everyone',
  },
  {
    id: 4,
    name: 'Fume hood',
    units: 3,
    purchased: new Date(2018, 1, 2),
    calibrated: new Date(2025, 0, 30, 11, 45),
    portable: false,
    lab: 'Chemistry',
    access: 'Supervised',
  },
];

export default function LabEquipmentColumnTypes() {
  const [rows, setRows] = React.useState(initialRows);

  const columns = React.useMemo<GridColDef<Equipment>[]>(() => {
    const remove = (id: GridRowId) =>
      setRows((prev) => prev.filter((row) => row.id !== id));

    return [
      { field: 'name', headerName: 'Name', width: 130 }, // 'string' is the default type
      { field: 'units', headerName: 'Units', type: 'number', width: 80 },
      { field: 'purchased', headerName: 'Purchased', type: 'date', width: 110 },
      {
        field: 'calibrated',
        headerName: 'Last calibrated',
        type: 'dateTime',
        width: 180,
      },
      { field: 'portable', headerName: 'Portable', type: 'boolean', width: 90 },
      {
        field: 'lab',
        headerName: 'Lab',
        type: 'singleSelect',
        valueOptions: ['Biology', 'Chemistry', 'Physics'],
        editable: true,
        width: 110,
      },
      {
        field: 'access',
        headerName: 'Access',
        type: 'singleSelect',
        editable: true,
        width: 130,
        // The options depend on the row; without a row (the filter panel), offer them all.
        valueOptions: ({ row }) =>
          !row || row.lab === 'Chemistry'
            ? ['Everyone', 'Supervised', 'Trained staff']
            : ['Everyone', 'Trained staff'],
      },
      {
        field: 'actions',
        type: 'actions',
        width: 70,
        getActions: (params) => [
          <GridActionsCellItem
            key="remove"
            icon={<DeleteOutline />}
            label={`Remove ${params.row.name}`}
            onClick={() => remove(params.id)}
          />,
        ],
      },
    ];
  }, []);

  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
