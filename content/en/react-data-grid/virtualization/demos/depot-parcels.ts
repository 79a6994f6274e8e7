import type { GridColDef } from '@mui/x-data-grid';

export interface Depot {
  id: number;
  depot: string;
}

// 100 depots, the most the free grid shows on one page
export const depotRows: Depot[] = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  depot: `Depot ${String(index + 1).padStart(3, '0')}`,
}));

// Parcels handled by a depot on a day, computed from the two numbers
function parcels(depotId: number, day: number): number {
  return 120 + ((depotId * 37 + day * 53) % 240);
}

/** The depot name followed by one column per day. */
export function depotColumns(days: number): GridColDef<Depot>[] {
  return [
    { field: 'depot', headerName: 'Depot', width: 120 },
    ...Array.from({ length: days }, (_, index): GridColDef<Depot> => {
      const day = index + 1;
      return {
        field: `day${day}`,
        headerName: `Day ${day}`,
        type: 'number',
        width: 90,
        valueGetter: (_value, row) => parcels(row.id, day),
      };
    }),
  ];
}
