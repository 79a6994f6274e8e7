import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Loan {
  id: number;
  title: string;
  borrower: string;
  due: string;
  renewals: number;
}

const rows: Loan[] = [
  {
    id: 1,
    title: 'The Overstory',
    borrower: 'M. Haddad',
    due: '2025-03-04',
    renewals: 0,
  },
  {
    id: 2,
    title: 'Middlemarch',
    borrower: 'J. Olsen',
    due: '2025-03-06',
    renewals: 2,
  },
  {
    id: 3,
    title: 'Braiding Sweetgrass',
    borrower: 'P. Adeyemi',
    due: '2025-03-06',
    renewals: 1,
  },
  {
    id: 4,
    title: 'The Remains of the Day',
    borrower: 'L. Fontaine',
    due: '2025-03-09',
    renewals: 0,
  },
  {
    id: 5,
    title: 'Pachinko',
    borrower: 'K. Brennan',
    due: '2025-03-11',
    renewals: 3,
  },
  { id: 6, title: 'Gilead', borrower: 'S. Varga', due: '2025-03-12', renewals: 1 },
  {
    id: 7,
    title: 'A Gentleman in Moscow',
    borrower: 'R. Chen',
    due: '2025-03-15',
    renewals: 0,
  },
];

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'borrower', headerName: 'Borrower', width: 130 },
  { field: 'due', headerName: 'Due', width: 120 },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 110 },
];

// What assistive technologies read from the focused element and its ancestors
function describeFocus(target: Element): string[] {
  const cell = target.closest('[role="gridcell"], [role="columnheader"]');
  const grid = target.closest('[role="grid"]');
  if (!cell || !grid) {
    return [];
  }
  const row = cell.closest('[role="row"]');
  const lines = [
    `role="${cell.getAttribute('role')}"`,
    `row ${row?.getAttribute('aria-rowindex')} of ${grid.getAttribute('aria-rowcount')} (aria-rowindex, aria-rowcount)`,
    `column ${cell.getAttribute('aria-colindex')} of ${grid.getAttribute('aria-colcount')} (aria-colindex, aria-colcount)`,
  ];
  const sort = cell.getAttribute('aria-sort');
  if (sort) {
    lines.push(`aria-sort="${sort}"`);
  }
  const selected = row?.getAttribute('aria-selected');
  if (selected) {
    lines.push(`aria-selected="${selected}" on the row`);
  }
  return lines;
}

export default function LibraryLoansAriaInspector() {
  const [focusInfo, setFocusInfo] = React.useState<string[]>([]);

  // Read the attributes again after every key, since Enter or Shift+Space change them
  const update = (event: React.SyntheticEvent) => {
    const target = event.target;
    if (target instanceof Element) {
      setFocusInfo(describeFocus(target));
    }
  };

  return (
    <Box onFocus={update} onKeyUp={update} onClick={update}>
      <Typography id="loans-heading" variant="subtitle1" sx={{ mb: 1 }}>
        Loans due this month
      </Typography>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          aria-labelledby="loans-heading"
          rows={rows}
          columns={columns}
          checkboxSelection
          hideFooter
        />
      </div>
      <Box
        sx={{
          mt: 1,
          p: 1.5,
          minHeight: 112,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: 13,
        }}
      >
        {focusInfo.length > 0 ? (
          focusInfo.map((line) => <div key={line}>{line}</div>)
        ) : (
          <div>Focus the grid to see what it exposes.</div>
        )}
      </Box>
    </Box>
  );
}
