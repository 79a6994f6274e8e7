import {
  DataGrid,
  GridEditSingleSelectCell,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Mode = 'Road' | 'Air' | 'Sea';

const SERVICES: Record<Mode, string[]> = {
  Road: ['Same day', 'Next day', 'Economy road'],
  Air: ['Express air', 'Priority air'],
  Sea: ['Full container', 'Shared container'],
};
const ALL_SERVICES = Object.values(SERVICES).flat();

type Consignment = {
  id: string;
  destination: string;
  weightKg: number;
  mode: Mode;
  service: string;
};

const rows: Consignment[] = [
  {
    id: 'CN-501',
    destination: 'Hamburg',
    weightKg: 320,
    mode: 'Road',
    service: 'Next day',
  },
  {
    id: 'CN-502',
    destination: 'Singapore',
    weightKg: 18,
    mode: 'Air',
    service: 'Express air',
  },
  {
    id: 'CN-503',
    destination: 'Montreal',
    weightKg: 5400,
    mode: 'Sea',
    service: 'Full container',
  },
  {
    id: 'CN-504',
    destination: 'Milan',
    weightKg: 75,
    mode: 'Road',
    service: 'Same day',
  },
  {
    id: 'CN-505',
    destination: 'Nairobi',
    weightKg: 240,
    mode: 'Air',
    service: 'Priority air',
  },
];

// Changing the mode empties the service, whose options depend on the mode
function ModeEditCell(props: GridRenderEditCellParams<Consignment, Mode>) {
  const apiRef = useGridApiContext();

  const handleValueChange = async () => {
    await apiRef.current.setEditCellValue({
      id: props.id,
      field: 'service',
      value: '',
    });
  };

  return <GridEditSingleSelectCell {...props} onValueChange={handleValueChange} />;
}

const columns: GridColDef<Consignment>[] = [
  { field: 'id', headerName: 'Consignment', width: 120 },
  {
    field: 'destination',
    headerName: 'Destination',
    flex: 1,
    minWidth: 130,
    editable: true,
  },
  {
    field: 'weightKg',
    headerName: 'Weight (kg)',
    type: 'number',
    width: 110,
    editable: true,
  },
  {
    field: 'mode',
    headerName: 'Mode',
    type: 'singleSelect',
    valueOptions: ['Road', 'Air', 'Sea'],
    width: 120,
    editable: true,
    renderEditCell: (params) => <ModeEditCell {...params} />,
  },
  {
    field: 'service',
    headerName: 'Service',
    type: 'singleSelect',
    // Without a row (in the filter panel, for example), offer every service
    valueOptions: ({ row }) => (row ? SERVICES[row.mode] : ALL_SERVICES),
    width: 170,
    editable: true,
    preProcessEditCellProps: (params) => ({
      ...params.props,
      error: !params.props.value,
    }),
  },
];

export default function ShipmentServiceLevelRow() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        hideFooter
        sx={{
          '& .MuiDataGrid-cell--editing .Mui-error': {
            bgcolor: 'rgba(211, 47, 47, 0.1)',
          },
        }}
      />
    </div>
  );
}
