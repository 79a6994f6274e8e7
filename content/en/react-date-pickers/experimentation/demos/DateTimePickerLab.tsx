import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
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
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { type DateOrTimeView } from '@mui/x-date-pickers/models';

type Variant = 'desktop' | 'mobile' | 'static';
type View = DateOrTimeView;

const VARIANTS: Variant[] = ['desktop', 'mobile', 'static'];
const ALL_VIEWS: View[] = ['year', 'month', 'day', 'hours', 'minutes', 'seconds'];
const FORMATS = ['DD/MM/YYYY HH:mm', 'YYYY-MM-DD hh:mm a', 'ddd D MMM, HH:mm'];
// An evening class at the gym.
const VALUE = dayjs('2025-05-14T18:30');

export default function DateTimePickerLab() {
  const [variants, setVariants] = React.useState<Variant[]>(VARIANTS);
  const [flags, setFlags] = React.useState({
    disabled: false,
    readOnly: false,
    disablePast: false,
  });
  const [views, setViews] = React.useState<View[]>([
    'year',
    'day',
    'hours',
    'minutes',
  ]);
  // An empty string keeps the format the picker derives from its views.
  const [format, setFormat] = React.useState('');
  const [clock, setClock] = React.useState<'locale' | '12h' | '24h'>('locale');

  const toggleView = (view: View) =>
    setViews((current) => {
      const next = current.includes(view)
        ? current.filter((item) => item !== view)
        : ALL_VIEWS.filter((item) => item === view || current.includes(item));
      // A picker needs at least one view.
      return next.length > 0 ? next : current;
    });

  const props = {
    ...flags,
    defaultValue: VALUE,
    format: format === '' ? undefined : format,
    views,
    ampm: clock === 'locale' ? undefined : clock === '12h',
  };
  // Remount the pickers when the views or the format change, as a new page would.
  const key = [format, views.join()].join('|');

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
          <FormControl component="fieldset">
            <FormLabel component="legend" sx={{ fontSize: 14 }}>
              views
            </FormLabel>
            <FormGroup row>
              {ALL_VIEWS.map((view) => (
                <FormControlLabel
                  key={view}
                  control={
                    <Checkbox
                      size="small"
                      checked={views.includes(view)}
                      onChange={() => toggleView(view)}
                    />
                  }
                  label={view}
                />
              ))}
            </FormGroup>
          </FormControl>
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
              label="ampm"
              value={clock}
              onChange={(event) =>
                setClock(event.target.value as 'locale' | '12h' | '24h')
              }
            >
              <MenuItem value="locale">From the locale</MenuItem>
              <MenuItem value="12h">true (12-hour)</MenuItem>
              <MenuItem value="24h">false (24-hour)</MenuItem>
            </TextField>
          </Stack>
        </Stack>
        <Stack key={key} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {variants.includes('desktop') && (
            <DesktopDateTimePicker label="Class (desktop)" {...props} />
          )}
          {variants.includes('mobile') && (
            <MobileDateTimePicker label="Class (mobile)" {...props} />
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
              <StaticDateTimePicker {...props} />
            </Box>
          </Box>
        )}
      </Stack>
    </LocalizationProvider>
  );
}
