import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Gauge } from '@mui/x-charts/Gauge';

/** Disk use of three servers, in %. */
const servers = { 'db-01': 82, 'web-01': 37, 'cache-01': 58 };
type Server = keyof typeof servers;

export default function GaugeValueTransition() {
  const [server, setServer] = React.useState<Server>('db-01');

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Server"
        value={server}
        onChange={(_event, next: Server | null) => next && setServer(next)}
      >
        {Object.keys(servers).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Gauge
        width={220}
        height={160}
        value={servers[server]}
        startAngle={-110}
        endAngle={110}
        innerRadius="75%"
        text={({ value }) => `${value} %`}
      />
    </Stack>
  );
}
