import {
  DataGrid,
  type GridColDef,
  type GridPreProcessEditCellProps,
} from '@mui/x-data-grid';

type Loan = {
  id: number;
  equipment: string;
  borrower: string;
  dueDate: Date;
  returned: boolean;
  condition: string;
};

const rows: Loan[] = [
  {
    id: 1,
    equipment: 'Mirrorless camera kit',
    borrower: 'Media lab',
    dueDate: new Date(2025, 2, 14),
    returned: true,
    condition: 'Good',
  },
  {
    id: 2,
    equipment: 'Portable projector',
    borrower: 'Sales team',
    dueDate: new Date(2025, 2, 18),
    returned: false,
    condition: '',
  },
  {
    id: 3,
    equipment: 'Laptop, 16 GB',
    borrower: 'New hire onboarding',
    dueDate: new Date(2025, 2, 21),
    returned: false,
    condition: '',
  },
  {
    id: 4,
    equipment: 'Conference speakerphone',
    borrower: 'Board room',
    dueDate: new Date(2025, 2, 24),
    returned: true,
    condition: 'Needs repair',
  },
];

// Once an item is marked as returned, its condition must be recorded
const requireConditionWhenReturned = (params: GridPreProcessEditCellProps) => {
  const returned = Boolean(params.otherFieldsProps?.returned?.value);
  return { ...params.props, error: returned && !params.props.value };
};

const columns: GridColDef<Loan>[] = [
  { field: 'equipment', headerName: 'Equipment', flex: 1, minWidth: 190 },
  { field: 'borrower', headerName: 'Borrower', width: 170, editable: true },
  { field: 'dueDate', headerName: 'Due', type: 'date', width: 130, editable: true },
  {
    field: 'returned',
    headerName: 'Returned',
    type: 'boolean',
    width: 100,
    editable: true,
  },
  {
    field: 'condition',
    headerName: 'Condition on return',
    type: 'singleSelect',
    valueOptions: ['Good', 'Worn', 'Needs repair'],
    width: 180,
    editable: true,
    preProcessEditCellProps: requireConditionWhenReturned,
  },
];

export default function EquipmentReturnValidation() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        hideFooter
        sx={{
          '& .MuiDataGrid-cell--editing .Mui-error': {
            color: 'error.main',
            bgcolor: 'rgba(211, 47, 47, 0.1)',
            boxShadow: 'inset 0 0 0 2px currentColor',
          },
        }}
      />
    </div>
  );
}
