import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  useGridApiContext,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';

const roles = ['Viewer', 'Editor', 'Admin'] as const;

interface TeamMember {
  id: number;
  name: string;
  email: string;
  phone: string;
  role: (typeof roles)[number];
}

const rows: TeamMember[] = [
  {
    id: 1,
    name: 'Marta Quispe',
    email: 'marta@studio.example',
    phone: '+51 1 555 0190',
    role: 'Admin',
  },
  {
    id: 2,
    name: 'Ivo Petrov',
    email: 'ivo@studio.example',
    phone: '+359 2 555 0133',
    role: 'Editor',
  },
  {
    id: 3,
    name: 'Hana Sato',
    email: 'hana@studio.example',
    phone: '+81 3 5550 0178',
    role: 'Viewer',
  },
  {
    id: 4,
    name: 'Rafael Costa',
    email: 'rafael@studio.example',
    phone: '+351 21 555 0112',
    role: 'Editor',
  },
];

const columns: GridColDef<TeamMember>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'phone', headerName: 'Phone', width: 160 },
  { field: 'role', headerName: 'Role', width: 100 },
];

function ContactForm({ member }: { member: TeamMember }) {
  const apiRef = useGridApiContext();
  const [values, setValues] = React.useState(member);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Write the values back to the row, then close the panel.
    apiRef.current.updateRows([values]);
    apiRef.current.toggleDetailPanel(member.id);
  };

  return (
    <Box component="form" onSubmit={handleSubmit} sx={{ px: 7, py: 2 }}>
      <Stack direction="row" spacing={2}>
        <TextField
          label="Email"
          type="email"
          size="small"
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
          sx={{ flex: 2 }}
        />
        <TextField
          label="Phone"
          size="small"
          value={values.phone}
          onChange={(event) => setValues({ ...values, phone: event.target.value })}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label="Role"
          size="small"
          value={values.role}
          onChange={(event) =>
            setValues({ ...values, role: event.target.value as TeamMember['role'] })
          }
          sx={{ width: 120 }}
        >
          {roles.map((role) => (
            <MenuItem key={role} value={role}>
              {role}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button type="submit" variant="contained" size="small">
          Save
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current.toggleDetailPanel(member.id)}
        >
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}

const getDetailPanelContent: DataGridProProps<TeamMember>['getDetailPanelContent'] =
  ({ row }) => <ContactForm member={row} />;

const getDetailPanelHeight: DataGridProProps['getDetailPanelHeight'] = () => 'auto';

export default function TeamContactFormPanel() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </div>
  );
}
