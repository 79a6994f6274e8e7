import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import * as pickerLocales from '@mui/x-date-pickers/locales';

type PickerLocale = typeof pickerLocales.enUS;

// A locale contains only the keys that have been translated; the others fall back to English.
const textsOf = (locale: PickerLocale) =>
  locale.components.MuiLocalizationProvider.defaultProps.localeText;

const totalKeys = Object.keys(textsOf(pickerLocales.enUS)).length;

const rows = Object.entries(pickerLocales)
  .filter((entry): entry is [string, PickerLocale] => 'components' in entry[1])
  .map(([name, locale]) => ({
    name,
    translated: Object.keys(textsOf(locale)).length,
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

export default function LocaleCoverage() {
  return (
    <Box sx={{ height: 360, overflow: 'auto' }}>
      <Table size="small" stickyHeader aria-label="Locales of the pickers">
        <TableHead>
          <TableRow>
            <TableCell>Import name</TableCell>
            <TableCell align="right">Translated keys</TableCell>
            <TableCell sx={{ width: '40%' }}>Coverage</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name}>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                {row.name}
              </TableCell>
              <TableCell align="right">
                {row.translated} / {totalKeys}
              </TableCell>
              <TableCell>
                <LinearProgress
                  variant="determinate"
                  value={(row.translated / totalKeys) * 100}
                  aria-label={`${row.name} coverage`}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
