import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRenderHeaderFilterProps,
} from '@mui/x-data-grid-pro';

interface Member {
  id: number;
  name: string;
  team: string;
  office: string;
  phone: string;
  remote: boolean;
}

const rows: Member[] = [
  {
    id: 1,
    name: 'Aiko Tanaka',
    team: 'Platform',
    office: 'Berlin',
    phone: '+49 30 5550 1201',
    remote: true,
  },
  {
    id: 2,
    name: 'Bilal Haddad',
    team: 'Design',
    office: 'Lisbon',
    phone: '+351 21 555 0142',
    remote: false,
  },
  {
    id: 3,
    name: 'Carmen Ortiz',
    team: 'Platform',
    office: 'Madrid',
    phone: '+34 91 555 0188',
    remote: true,
  },
  {
    id: 4,
    name: 'Dmitri Volkov',
    team: 'Data',
    office: 'Berlin',
    phone: '+49 30 5550 1244',
    remote: false,
  },
  {
    id: 5,
    name: 'Esi Mensah',
    team: 'Design',
    office: 'London',
    phone: '+44 20 5550 1930',
    remote: true,
  },
  {
    id: 6,
    name: 'Felix Braun',
    team: 'Data',
    office: 'Vienna',
    phone: '+43 1 5550 7710',
    remote: false,
  },
  {
    id: 7,
    name: 'Grace Lin',
    team: 'Platform',
    office: 'London',
    phone: '+44 20 5550 1977',
    remote: false,
  },
  {
    id: 8,
    name: 'Hugo Martin',
    team: 'Support',
    office: 'Lisbon',
    phone: '+351 21 555 0190',
    remote: true,
  },
];

// A select in place of the default header filter of the "Remote" column
function WorkModeHeaderFilter(props: GridRenderHeaderFilterProps) {
  const { item } = props;
  const apiRef = useGridApiContext();
  const value =
    item.value === undefined || item.value === null ? '' : String(item.value);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    if (event.target.value === '') {
      apiRef.current.deleteFilterItem(item);
    } else {
      apiRef.current.upsertFilterItem({
        ...item,
        operator: 'is',
        value: event.target.value,
      });
    }
  };

  return (
    <TextField
      select
      fullWidth
      size="small"
      label="Work mode"
      value={value}
      onChange={handleChange}
      // Show "Everyone" when no filter is set
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">Everyone</MenuItem>
      <MenuItem value="true">Remote</MenuItem>
      <MenuItem value="false">In office</MenuItem>
    </TextField>
  );
}

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 150 },
  { field: 'office', headerName: 'Office', width: 150 },
  {
    field: 'phone',
    headerName: 'Phone',
    width: 170,
    // No header filter for this column
    renderHeaderFilter: () => null,
  },
  {
    field: 'remote',
    headerName: 'Remote',
    type: 'boolean',
    width: 150,
    renderHeaderFilter: (params) => <WorkModeHeaderFilter {...params} />,
  },
];

export default function TeamDirectoryCustomHeaderFilter() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} headerFilters disableColumnFilter />
    </div>
  );
}
