import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

interface SectionAttributes {
  label: string;
  valueText: string;
  valueNow: string;
  range: string;
}

/** Reads what assistive technologies get from each section of the field. */
function readSections(root: HTMLElement | null): SectionAttributes[] {
  if (!root) {
    return [];
  }
  return Array.from(root.querySelectorAll('[role="spinbutton"]')).map((section) => ({
    label: section.getAttribute('aria-label') ?? '',
    valueText: section.getAttribute('aria-valuetext') ?? '',
    valueNow: section.getAttribute('aria-valuenow') ?? '',
    range: `${section.getAttribute('aria-valuemin')}–${section.getAttribute('aria-valuemax')}`,
  }));
}

export default function SectionAnnouncements() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-09-24'));
  const [sections, setSections] = React.useState<SectionAttributes[]>([]);
  const fieldRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    setSections(readSections(fieldRef.current));
  }, [value]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateField
          ref={fieldRef}
          label="Webinar date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          format="MMMM D, YYYY"
        />
        <Table size="small" aria-label="Attributes of the field sections">
          <TableHead>
            <TableRow>
              <TableCell>aria-label</TableCell>
              <TableCell>aria-valuetext</TableCell>
              <TableCell>aria-valuenow</TableCell>
              <TableCell>min–max</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sections.map((section) => (
              <TableRow key={section.label}>
                <TableCell>{section.label}</TableCell>
                <TableCell>{section.valueText}</TableCell>
                <TableCell>{section.valueNow}</TableCell>
                <TableCell>{section.range}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </LocalizationProvider>
  );
}
