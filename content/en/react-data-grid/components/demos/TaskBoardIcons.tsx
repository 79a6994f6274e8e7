import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { DataGrid, type GridBaseIconProps, type GridColDef } from '@mui/x-data-grid';

type Task = {
  id: number;
  task: string;
  owner: string;
  estimateH: number;
  done: boolean;
};

const rows: Task[] = [
  { id: 1, task: 'Write release notes', owner: 'Noor', estimateH: 3, done: true },
  {
    id: 2,
    task: 'Update onboarding emails',
    owner: 'Sven',
    estimateH: 5,
    done: false,
  },
  {
    id: 3,
    task: 'Audit access permissions',
    owner: 'Aiko',
    estimateH: 8,
    done: false,
  },
  { id: 4, task: 'Archive Q1 invoices', owner: 'Rafael', estimateH: 2, done: true },
  { id: 5, task: 'Plan the team offsite', owner: 'Noor', estimateH: 6, done: false },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'estimateH', headerName: 'Estimate (h)', type: 'number', width: 130 },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90 },
];

// In 8.2.0 the icon slots' prop type does not accept Material UI icons as they are,
// so each icon is wrapped in a component that forwards the props the grid sets.
function SortUpIcon({ className, fontSize }: GridBaseIconProps) {
  return <KeyboardArrowUpIcon className={className} fontSize={fontSize} />;
}

function SortDownIcon({ className, fontSize }: GridBaseIconProps) {
  return <KeyboardArrowDownIcon className={className} fontSize={fontSize} />;
}

function MenuDotsIcon({ className, fontSize }: GridBaseIconProps) {
  return <MoreHorizIcon className={className} fontSize={fontSize} />;
}

function DoneIcon({ className, fontSize, titleAccess }: GridBaseIconProps) {
  return (
    <CheckCircleIcon
      className={className}
      fontSize={fontSize}
      titleAccess={titleAccess}
      color="success"
    />
  );
}

function NotDoneIcon({ className, fontSize, titleAccess }: GridBaseIconProps) {
  return (
    <RadioButtonUncheckedIcon
      className={className}
      fontSize={fontSize}
      titleAccess={titleAccess}
      color="disabled"
    />
  );
}

export default function TaskBoardIcons() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{
          sorting: { sortModel: [{ field: 'estimateH', sort: 'desc' }] },
        }}
        slots={{
          columnSortedAscendingIcon: SortUpIcon,
          columnSortedDescendingIcon: SortDownIcon,
          columnMenuIcon: MenuDotsIcon,
          booleanCellTrueIcon: DoneIcon,
          booleanCellFalseIcon: NotDoneIcon,
        }}
      />
    </div>
  );
}
