import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function InputElementField() {
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        component="form"
        spacing={2}
        sx={{ alignItems: 'flex-start' }}
        onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          // The field is a real <input>, so the form reads its text directly.
          setSubmitted(String(new FormData(event.currentTarget).get('examDate')));
        }}
      >
        <DatePicker
          label="Exam date"
          name="examDate"
          defaultValue={dayjs('2025-06-12')}
          enableAccessibleFieldDOMStructure={false}
        />
        <Button type="submit" variant="outlined">
          Submit
        </Button>
        <Typography variant="body2">
          {submitted === null ? 'Not submitted yet' : `The form sent "${submitted}"`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
