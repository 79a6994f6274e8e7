import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridInitialState } from '@mui/x-data-grid';
import { createFlights, flightColumns } from './flight-schedule';

const rows = createFlights(100);

function FlightBoard(props: {
  initialState: GridInitialState;
  onLeave: (state: GridInitialState) => void;
}) {
  const { initialState, onLeave } = props;
  const apiRef = useGridApiRef();

  const position = React.useRef(initialState.scroll ?? { top: 0, left: 0 });

  // Track the position while the grid is shown, and hand it over when the grid unmounts
  // (here: when the user opens the notes).
  React.useEffect(() => {
    const unsubscribe = apiRef.current?.subscribeEvent(
      'scrollPositionChange',
      (params) => {
        position.current = { top: params.top, left: params.left };
      },
    );
    return () => {
      unsubscribe?.();
      onLeave({ scroll: position.current });
    };
  }, [apiRef, onLeave]);

  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={flightColumns}
        initialState={initialState}
        density="compact"
      />
    </div>
  );
}

export default function FlightBoardRestoreScroll() {
  const [showBoard, setShowBoard] = React.useState(true);
  const [savedState, setSavedState] = React.useState<GridInitialState>({
    scroll: { top: 1000, left: 600 },
  });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => setShowBoard((shown) => !shown)}>
          {showBoard ? 'Open the notes' : 'Back to the board'}
        </Button>
        <Typography variant="body2" role="status">
          Saved position: top {Math.round(savedState.scroll?.top ?? 0)} px, left{' '}
          {Math.round(savedState.scroll?.left ?? 0)} px
        </Typography>
      </Stack>
      {showBoard ? (
        <FlightBoard initialState={savedState} onLeave={setSavedState} />
      ) : (
        <Typography sx={{ height: 360 }} variant="body2">
          The board is unmounted. Go back to it: it opens where you left it.
        </Typography>
      )}
    </Stack>
  );
}
