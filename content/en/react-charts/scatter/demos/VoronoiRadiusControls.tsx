import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { lyonListings } from './apartments';

const points = lyonListings.map(({ id, area, rent }) => ({ id, x: area, y: rent }));

export default function VoronoiRadiusControls() {
  const [radius, setRadius] = React.useState(30);
  const [unlimited, setUnlimited] = React.useState(false);
  const [disableVoronoi, setDisableVoronoi] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ width: 240 }}>
          <Typography id="voronoi-radius" variant="body2">
            voronoiMaxRadius: {unlimited ? 'undefined' : `${radius} px`}
          </Typography>
          <Slider
            size="small"
            min={5}
            max={100}
            value={radius}
            disabled={unlimited || disableVoronoi}
            onChange={(_event, value) => setRadius(value as number)}
            aria-labelledby="voronoi-radius"
          />
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={unlimited}
              disabled={disableVoronoi}
              onChange={(event) => setUnlimited(event.target.checked)}
            />
          }
          label="No radius limit"
        />
        <FormControlLabel
          control={
            <Switch
              checked={disableVoronoi}
              onChange={(event) => setDisableVoronoi(event.target.checked)}
            />
          }
          label="disableVoronoi"
        />
      </Stack>
      <ScatterChart
        series={[
          {
            label: 'Lyon listings',
            data: points,
            valueFormatter: (value) => value && `${value.x} m², €${value.y}`,
          },
        ]}
        voronoiMaxRadius={unlimited ? undefined : radius}
        disableVoronoi={disableVoronoi}
        height={300}
      />
    </Stack>
  );
}
