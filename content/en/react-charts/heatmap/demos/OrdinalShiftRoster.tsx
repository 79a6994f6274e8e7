import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { rosterCells, rosterDays, shiftNames, staff } from './shift-roster';

const shiftColours = ['#eceff1', '#ffd54f', '#4fc3f7', '#3949ab'];

export default function OrdinalShiftRoster() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Heatmap
        xAxis={[{ data: rosterDays }]}
        yAxis={[{ data: staff, width: 70 }]}
        series={[
          {
            data: rosterCells,
            label: 'Shift',
            valueFormatter: (cell) => shiftNames[cell[2]] ?? 'Unknown',
          },
        ]}
        zAxis={[
          {
            colorMap: {
              type: 'ordinal',
              values: [0, 1, 2, 3],
              colors: shiftColours,
            },
          },
        ]}
        height={280}
      />
      <Stack
        direction="row"
        spacing={2}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {shiftNames.map((name, code) => (
          <Stack
            key={name}
            direction="row"
            spacing={0.75}
            component="li"
            alignItems="center"
          >
            <Box
              sx={{
                width: 14,
                height: 14,
                bgcolor: shiftColours[code],
                border: 1,
                borderColor: 'divider',
              }}
            />
            <Typography variant="body2">{name}</Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
