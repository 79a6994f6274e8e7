import * as React from 'react';
import DragHandleIcon from '@mui/icons-material/DragHandle';
import {
  DataGridPro,
  GRID_REORDER_COL_DEF,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Track {
  id: number;
  title: string;
  artist: string;
  length: string;
  // Shown next to the pointer while the row is dragged
  __reorder__: string;
}

const tracks = [
  ['Morning Tide', 'Saltmarsh Trio', '3:42'],
  ['Paper Lanterns', 'Ines Okoro', '4:05'],
  ['Slow Freight', 'The Junction Band', '5:18'],
  ['Glasshouse', 'Mira Lund', '3:27'],
  ['Long Way North', 'Saltmarsh Trio', '4:51'],
  ['Last Ferry Home', 'Ines Okoro', '3:59'],
];

const initialRows: Track[] = tracks.map(([title, artist, length], index) => ({
  id: index + 1,
  title: title!,
  artist: artist!,
  length: length!,
  __reorder__: title!,
}));

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'artist', headerName: 'Artist', width: 170 },
  {
    field: 'length',
    headerName: 'Length',
    width: 90,
    align: 'right',
    headerAlign: 'right',
  },
  {
    // Declaring the reorder column yourself places it where you list it
    ...GRID_REORDER_COL_DEF,
    headerName: 'Move',
    width: 64,
  },
];

// The grid renders the slot without props, so a small wrapper sets the size.
function TrackHandleIcon() {
  return <DragHandleIcon fontSize="small" />;
}

export default function PlaylistCustomReorderColumn() {
  const [rows, setRows] = React.useState(initialRows);

  const handleRowOrderChange = ({
    oldIndex,
    targetIndex,
  }: GridRowOrderChangeParams) => {
    setRows((previous) => {
      const next = [...previous];
      const [moved] = next.splice(oldIndex, 1);
      if (moved) {
        next.splice(targetIndex, 0, moved);
      }
      return next;
    });
  };

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        rowReordering
        onRowOrderChange={handleRowOrderChange}
        slots={{ rowReorderIcon: TrackHandleIcon }}
        hideFooter
      />
    </div>
  );
}
