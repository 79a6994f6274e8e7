import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ChartProApi } from '@mui/x-charts-pro/ChartContainerPro';
import { halfHours, p50, p95, p99 } from './api-latency';

type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export default function ImageFormatOptions() {
  const apiRef = React.useRef<ChartProApi>(undefined);
  const [type, setType] = React.useState<ImageType>('image/png');
  const [quality, setQuality] = React.useState(0.9);
  const [fileName, setFileName] = React.useState('api-latency');
  const lossy = type !== 'image/png';

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        flexWrap="wrap"
        alignItems="center"
      >
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="export-format-label">Format</InputLabel>
          <Select
            labelId="export-format-label"
            label="Format"
            value={type}
            onChange={(event) => setType(event.target.value as ImageType)}
          >
            <MenuItem value="image/png">PNG</MenuItem>
            <MenuItem value="image/jpeg">JPEG</MenuItem>
            <MenuItem value="image/webp">WebP</MenuItem>
          </Select>
        </FormControl>
        <TextField
          size="small"
          sx={{ width: 180 }}
          label="File name"
          value={fileName}
          onChange={(event) => setFileName(event.target.value)}
        />
        <Stack sx={{ minWidth: 160 }}>
          <Typography id="export-quality-label" variant="body2">
            Quality: {quality.toFixed(2)}
          </Typography>
          <Slider
            size="small"
            value={quality}
            min={0.1}
            max={1}
            step={0.05}
            disabled={!lossy}
            aria-labelledby="export-quality-label"
            onChange={(_, value) => setQuality(value as number)}
          />
        </Stack>
        <Button
          variant="contained"
          sx={{ whiteSpace: 'nowrap' }}
          onClick={() =>
            apiRef.current?.exportAsImage({
              type,
              fileName,
              ...(lossy ? { quality } : {}),
            })
          }
        >
          Download image
        </Button>
      </Stack>
      <LineChartPro
        apiRef={apiRef}
        xAxis={[
          {
            data: halfHours,
            scaleType: 'point',
            tickInterval: (_, i) => i % 4 === 0,
          },
        ]}
        yAxis={[{ label: 'ms', width: 50 }]}
        series={[
          { data: p50, label: 'Median', showMark: false },
          { data: p95, label: '95th percentile', showMark: false },
          { data: p99, label: '99th percentile', showMark: false },
        ]}
        height={300}
      />
    </Stack>
  );
}
