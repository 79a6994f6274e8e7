import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type State = 'loading' | 'empty';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function OverlayTextsLocaleText() {
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
        <ToggleButton value="loading">Loading</ToggleButton>
        <ToggleButton value="empty">No data</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        loading={state === 'loading'}
        localeText={{
          loading: 'Counting this week’s returns…',
          noData: 'No parcel was returned this week',
        }}
        xAxis={[{ data: days }]}
        series={[{ data: [], label: 'Returned parcels' }]}
        height={260}
      />
    </Stack>
  );
}
