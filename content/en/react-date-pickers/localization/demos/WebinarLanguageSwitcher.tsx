import * as React from 'react';
import dayjs from 'dayjs';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { french, webinarLanguages } from './webinar-languages';

export default function WebinarLanguageSwitcher() {
  const [language, setLanguage] = React.useState(french);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        label="Language"
        value={language.name}
        onChange={(event) =>
          setLanguage(
            webinarLanguages.find(
              (candidate) => candidate.name === event.target.value,
            ) ?? french,
          )
        }
        sx={{ minWidth: 200 }}
      >
        {webinarLanguages.map((candidate) => (
          <MenuItem key={candidate.name} value={candidate.name}>
            {candidate.name}
          </MenuItem>
        ))}
      </TextField>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={language.dayjsLocale}
        localeText={
          language.texts.components.MuiLocalizationProvider.defaultProps.localeText
        }
      >
        <StaticDateTimePicker defaultValue={dayjs('2025-09-24T15:00')} />
      </LocalizationProvider>
    </Stack>
  );
}
