import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { type DateRange } from '@mui/x-date-pickers-pro/models';

type Variant = 'desktop' | 'mobile' | 'static';

const VARIANTS: Variant[] = ['desktop', 'mobile', 'static'];
const FORMATS = ['DD/MM/YYYY', 'YYYY-MM-DD', 'D MMM YYYY'];
// The apple harvest.
const VALUE: DateRange<Dayjs> = [dayjs('2025-09-08'), dayjs('2025-10-17')];

export default function DateRangePickerLab() {
  const [variants, setVariants] = React.useState<Variant[]>(VARIANTS);
  const [flags, setFlags] = React.useState({
    disabled: false,
    readOnly: false,
    disablePast: false,
  });
  // An empty string keeps the format the picker derives from its views.
  const [format, setFormat] = React.useState('');
  const [calendars, setCalendars] = React.useState<1 | 2 | 3>(2);

  const props = {
    ...flags,
    defaultValue: VALUE,
    format: format === '' ? undefined : format,
    calendars,
  };
  // Remount the pickers when the views or the format change, as a new page would.
  const key = [format].join('|');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%' }}>
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}
        >
          <FormControl>
            <FormLabel sx={{ fontSize: 14, mb: 0.5 }}>Variants</FormLabel>
            <ToggleButtonGroup
              aria-label="Variants"
              size="small"
              value={variants}
              onChange={(_event, next: Variant[]) => setVariants(next)}
            >
              <ToggleButton value="desktop">Desktop</ToggleButton>
              <ToggleButton value="mobile">Mobile</ToggleButton>
              <ToggleButton value="static">Static</ToggleButton>
            </ToggleButtonGroup>
          </FormControl>
          <FormGroup>
            {(['disabled', 'readOnly', 'disablePast'] as const).map((flag) => (
              <FormControlLabel
                key={flag}
                control={
                  <Switch
                    size="small"
                    checked={flags[flag]}
                    onChange={(event) =>
                      setFlags((current) => ({
                        ...current,
                        [flag]: event.target.checked,
                      }))
                    }
                  />
                }
                label={flag}
              />
            ))}
          </FormGroup>
          <Stack spacing={2} sx={{ minWidth: 180 }}>
            <TextField
              select
              size="small"
              label="format"
              value={format}
              onChange={(event) => setFormat(event.target.value)}
              slotProps={{
                select: { displayEmpty: true },
                inputLabel: { shrink: true },
              }}
            >
              <MenuItem value="">From the views</MenuItem>
              {FORMATS.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="calendars"
              value={calendars}
              onChange={(event) =>
                setCalendars(Number(event.target.value) as 1 | 2 | 3)
              }
            >
              <MenuItem value={1}>1</MenuItem>
              <MenuItem value={2}>2</MenuItem>
              <MenuItem value={3}>3</MenuItem>
            </TextField>
          </Stack>
        </Stack>
        <Stack key={key} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {variants.includes('desktop') && (
            <DesktopDateRangePicker label="Harvest (desktop)" {...props} />
          )}
          {variants.includes('mobile') && (
            <MobileDateRangePicker label="Harvest (mobile)" {...props} />
          )}
        </Stack>
        {variants.includes('static') && (
          <Box key={`static-${key}`} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
            <Typography variant="caption" color="text.secondary">
              Static
            </Typography>
            <Box
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                width: 'fit-content',
              }}
            >
              <StaticDateRangePicker {...props} />
            </Box>
          </Box>
        )}
      </Stack>
    </LocalizationProvider>
  );
}
