import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  company: string;
  email: string;
}

const contacts: Contact[] = [
  {
    id: 1,
    name: 'Nadia Petrova',
    company: 'Fjord Analytics',
    email: 'nadia@fjord.example',
  },
  {
    id: 2,
    name: 'Oscar Lindqvist',
    company: 'Lindqvist Bygg',
    email: 'oscar@lindqvist.example',
  },
  {
    id: 3,
    name: 'Grace Mwangi',
    company: 'Savanna Solar',
    email: 'grace@savanna.example',
  },
  {
    id: 4,
    name: 'Tariq Aziz',
    company: 'Atlas Freight',
    email: 'tariq@atlas.example',
  },
  {
    id: 5,
    name: 'Chloé Martin',
    company: 'Atelier Martin',
    email: 'chloe@atelier.example',
  },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'company', headerName: 'Company', width: 160 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
];

const TOTAL_LINES = 2400;

// The overlay reads the progress from context, as its props come from `slotProps`
const ImportProgressContext = React.createContext(0);

function ImportProgressOverlay() {
  const progress = React.useContext(ImportProgressContext);
  const imported = Math.round((progress / 100) * TOTAL_LINES);

  return (
    <GridOverlay sx={{ backgroundColor: 'background.paper' }}>
      <Box sx={{ width: '60%', maxWidth: 320, textAlign: 'center' }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Importing contacts.csv…
        </Typography>
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label="Import progress"
        />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {imported.toLocaleString('en-US')} of {TOTAL_LINES.toLocaleString('en-US')}{' '}
          lines
        </Typography>
      </Box>
    </GridOverlay>
  );
}

export default function CsvImportProgressOverlay() {
  const [progress, setProgress] = React.useState(0);
  const loading = progress < 100;

  // A fake import that moves forward by 10% every 300 ms until it is done
  React.useEffect(() => {
    if (progress >= 100) {
      return undefined;
    }
    const timer = setTimeout(() => {
      setProgress((value) => Math.min(100, value + 10));
    }, 300);
    return () => clearTimeout(timer);
  }, [progress]);

  return (
    <Stack spacing={1}>
      <div>
        <Button size="small" disabled={loading} onClick={() => setProgress(0)}>
          Import again
        </Button>
      </div>
      <div style={{ height: 320, width: '100%' }}>
        <ImportProgressContext.Provider value={progress}>
          <DataGrid
            rows={loading ? [] : contacts}
            columns={columns}
            loading={loading}
            hideFooter
            slots={{ loadingOverlay: ImportProgressOverlay }}
          />
        </ImportProgressContext.Provider>
      </div>
    </Stack>
  );
}
