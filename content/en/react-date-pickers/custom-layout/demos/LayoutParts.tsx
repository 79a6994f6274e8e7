import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { milestones } from './release-milestones';

const parts = [
  { name: 'toolbar', className: pickersLayoutClasses.toolbar, color: '#1976d2' },
  { name: 'shortcuts', className: pickersLayoutClasses.shortcuts, color: '#9c27b0' },
  {
    name: 'contentWrapper (views)',
    className: pickersLayoutClasses.contentWrapper,
    color: '#2e7d32',
  },
  { name: 'actionBar', className: pickersLayoutClasses.actionBar, color: '#ed6c02' },
];

export default function LayoutParts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <StaticDatePicker
            defaultValue={dayjs('2025-09-16')}
            slotProps={{
              shortcuts: {
                items: milestones.map((milestone) => ({
                  label: milestone.label,
                  getValue: () => milestone.date,
                })),
              },
              actionBar: { actions: ['clear', 'accept'] },
              layout: {
                // Outline each part of the grid with its colour.
                sx: Object.fromEntries(
                  parts.map((part) => [
                    `& .${part.className}`,
                    { outline: `2px dashed ${part.color}`, outlineOffset: -2 },
                  ]),
                ),
              },
            }}
          />
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {parts.map((part) => (
            <Chip
              key={part.name}
              label={part.name}
              variant="outlined"
              sx={{ borderColor: part.color, borderStyle: 'dashed', borderWidth: 2 }}
            />
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
