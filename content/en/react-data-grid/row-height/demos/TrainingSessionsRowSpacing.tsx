import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridClasses,
  type GridColDef,
  type GridRowSpacingParams,
} from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    session: 'Forklift safety',
    trainer: 'Ines Duarte',
    room: 'Yard',
    seats: 8,
  },
  {
    id: 2,
    session: 'First aid refresher',
    trainer: 'Tom Becker',
    room: 'Room 2',
    seats: 12,
  },
  {
    id: 3,
    session: 'Spreadsheet basics',
    trainer: 'Amara Osei',
    room: 'Lab',
    seats: 16,
  },
  {
    id: 4,
    session: 'Fire warden duties',
    trainer: 'Ines Duarte',
    room: 'Room 1',
    seats: 10,
  },
  {
    id: 5,
    session: 'Customer calls',
    trainer: 'Lena Park',
    room: 'Room 3',
    seats: 14,
  },
  {
    id: 6,
    session: 'Manual handling',
    trainer: 'Tom Becker',
    room: 'Yard',
    seats: 8,
  },
];

const columns: GridColDef[] = [
  { field: 'session', headerName: 'Session', flex: 1, minWidth: 180 },
  { field: 'trainer', headerName: 'Trainer', width: 140 },
  { field: 'room', headerName: 'Room', width: 100 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
];

// No space above the first row or below the last one
const getRowSpacing = (params: GridRowSpacingParams) => ({
  top: params.isFirstVisible ? 0 : 6,
  bottom: params.isLastVisible ? 0 : 6,
});

export default function TrainingSessionsRowSpacing() {
  const [spacingType, setSpacingType] = React.useState<'margin' | 'border'>(
    'margin',
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label="Row spacing type"
        value={spacingType}
        onChange={(event) =>
          setSpacingType(event.target.value as 'margin' | 'border')
        }
      >
        <FormControlLabel value="margin" control={<Radio />} label="margin" />
        <FormControlLabel value="border" control={<Radio />} label="border" />
      </RadioGroup>
      <div style={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowSpacing={getRowSpacing}
          rowSpacingType={spacingType}
          hideFooter
          sx={{
            // Margins let the grid's background show: tint it so the gaps stand out
            [`& .${gridClasses.virtualScrollerContent}`]: {
              bgcolor: 'action.hover',
            },
            [`& .${gridClasses.row}`]: {
              bgcolor: 'background.paper',
              // With "border", the grid only sets the border widths: give them a style and a colour
              borderWidth: 0,
              borderStyle: 'solid',
              borderColor: 'primary.light',
            },
          }}
        />
      </div>
    </Stack>
  );
}
