import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

/** Rainfall in a coastal city, per month, in millimetres. */
const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const rainfall = [112, 86, 74, 58, 41, 19, 8, 11, 36, 92, 128, 131];

export default function AxisAppearance() {
  const [disableLine, setDisableLine] = React.useState(false);
  const [disableTicks, setDisableTicks] = React.useState(false);
  const [showLabel, setShowLabel] = React.useState(true);
  const [tickSize, setTickSize] = React.useState(6);

  const shared = {
    disableLine,
    disableTicks,
    tickSize,
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <FormGroup row>
          <FormControlLabel
            control={
              <Switch
                checked={disableLine}
                onChange={(event) => setDisableLine(event.target.checked)}
              />
            }
            label="disableLine"
          />
          <FormControlLabel
            control={
              <Switch
                checked={disableTicks}
                onChange={(event) => setDisableTicks(event.target.checked)}
              />
            }
            label="disableTicks"
          />
          <FormControlLabel
            control={
              <Switch
                checked={showLabel}
                onChange={(event) => setShowLabel(event.target.checked)}
              />
            }
            label="label"
          />
        </FormGroup>
        <Stack sx={{ flex: 1, minWidth: 160 }}>
          <Typography id="axis-tick-size" variant="body2">
            tickSize: {tickSize}
          </Typography>
          <Slider
            aria-labelledby="axis-tick-size"
            min={0}
            max={16}
            value={tickSize}
            disabled={disableTicks}
            onChange={(_event, value) => setTickSize(value as number)}
          />
        </Stack>
      </Stack>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: months,
            ...shared,
            label: showLabel ? 'Month' : undefined,
          },
        ]}
        yAxis={[
          {
            ...shared,
            label: showLabel ? 'Rainfall (mm)' : undefined,
          },
        ]}
        series={[
          { data: rainfall, label: 'Rainfall', valueFormatter: (v) => `${v} mm` },
        ]}
        hideLegend
      />
    </Stack>
  );
}
