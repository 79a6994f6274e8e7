import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type State = 'data' | 'loading' | 'empty';

// Tickets closed per agent this week.
const agents = ['Ana', 'Ben', 'Chloé', 'Dev', 'Eli'];
const closed = [31, 24, 38, 19, 27];

export default function OverlayStates() {
  const [state, setState] = React.useState<State>('loading');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        value={state}
        exclusive
        size="small"
        aria-label="Chart state"
        onChange={(_event, value: State | null) => value && setState(value)}
      >
        <ToggleButton value="data">With data</ToggleButton>
        <ToggleButton value="loading">Loading</ToggleButton>
        <ToggleButton value="empty">No data</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        loading={state === 'loading'}
        series={[{ data: state === 'data' ? closed : [], label: 'Tickets closed' }]}
        xAxis={[{ data: state === 'data' ? agents : [] }]}
        height={280}
      />
    </Stack>
  );
}
