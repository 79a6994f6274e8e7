import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  team: string;
  canDeploy: boolean;
  canBill: boolean;
}

const rows: Member[] = [
  { id: 1, name: 'Noor Haddad', team: 'Platform', canDeploy: true, canBill: false },
  { id: 2, name: 'Tomás Rivera', team: 'Finance', canDeploy: false, canBill: true },
  {
    id: 3,
    name: 'Ingrid Solberg',
    team: 'Platform',
    canDeploy: true,
    canBill: true,
  },
  { id: 4, name: 'Kwame Mensah', team: 'Support', canDeploy: false, canBill: false },
  { id: 5, name: 'Yui Tanaka', team: 'Design', canDeploy: false, canBill: false },
];

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'canDeploy', headerName: 'Can deploy', type: 'boolean', width: 120 },
  { field: 'canBill', headerName: 'Can bill', type: 'boolean', width: 110 },
];

type FocusStyle = 'default' | 'none' | 'underline';

const focusSelectors = `& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within, & .${gridClasses.columnHeader}:focus, & .${gridClasses.columnHeader}:focus-within`;

const focusStyles: Record<FocusStyle, SxProps<Theme> | undefined> = {
  default: undefined,
  // No visible focus at all: keyboard users lose track of where they are.
  none: {
    [focusSelectors]: { outline: 'none' },
  },
  // A quieter indicator that keeps focus visible.
  underline: (theme) => ({
    [focusSelectors]: {
      outline: 'none',
      boxShadow: `inset 0 -3px 0 ${(theme.vars || theme).palette.primary.main}`,
    },
  }),
};

export default function PermissionsFocusOutline() {
  const [focusStyle, setFocusStyle] = React.useState<FocusStyle>('none');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={focusStyle}
        onChange={(_event, value: FocusStyle | null) =>
          value && setFocusStyle(value)
        }
        aria-label="Focus style of cells and headers"
      >
        <ToggleButton value="default">Default outline</ToggleButton>
        <ToggleButton value="none">No outline</ToggleButton>
        <ToggleButton value="underline">Underline</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 330, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          sx={focusStyles[focusStyle]}
        />
      </div>
    </Stack>
  );
}
