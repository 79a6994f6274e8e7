import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Loan {
  id: number;
  title: string;
  borrower: string;
  due: string;
}

const rows: Loan[] = [
  { id: 1, title: 'Middlemarch', borrower: 'R. Okonkwo', due: '2025-05-02' },
  { id: 2, title: 'The Overstory', borrower: 'L. Haugen', due: '2025-05-06' },
  { id: 3, title: 'Pachinko', borrower: 'T. Reyes', due: '2025-05-09' },
  { id: 4, title: 'Klara and the Sun', borrower: 'M. Duval', due: '2025-05-11' },
  { id: 5, title: 'Piranesi', borrower: 'S. Iqbal', due: '2025-05-14' },
];

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'borrower', headerName: 'Borrower', width: 140 },
  { field: 'due', headerName: 'Due', width: 120 },
];

export default function LibraryLoansNoResults() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showToolbar
        // The search starts with a word that no loan contains
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['Dune'] } },
        }}
      />
    </div>
  );
}
