import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useSvgRef, useYScale } from '@mui/x-charts/hooks';
import { clock, hours, humidity, temperature } from './greenhouse-climate';

/** A horizontal line under the pointer, with the value it stands for on each y-axis. */
function PointerReadout() {
  const svgRef = useSvgRef();
  const { left, top, width, height } = useDrawingArea();
  const temperatureScale = useYScale<'linear'>('temperature');
  const humidityScale = useYScale<'linear'>('humidity');
  const [pointerY, setPointerY] = React.useState<number | null>(null);

  React.useEffect(() => {
    const svg = svgRef.current;
    if (!svg) {
      return undefined;
    }
    const handleMove = (event: PointerEvent) => {
      const bounds = svg.getBoundingClientRect();
      const x = event.clientX - bounds.left;
      const y = event.clientY - bounds.top;
      const inside = x >= left && x <= left + width && y >= top && y <= top + height;
      setPointerY(inside ? y : null);
    };
    const handleLeave = () => setPointerY(null);
    svg.addEventListener('pointermove', handleMove);
    svg.addEventListener('pointerleave', handleLeave);
    return () => {
      svg.removeEventListener('pointermove', handleMove);
      svg.removeEventListener('pointerleave', handleLeave);
    };
  }, [svgRef, left, top, width, height]);

  if (pointerY === null) {
    return null;
  }
  // `invert` goes the other way: from an SVG coordinate back to a value.
  const celsius = temperatureScale.invert(pointerY).toFixed(1);
  const percent = humidityScale.invert(pointerY).toFixed(0);

  return (
    <g pointerEvents="none" data-testid="pointer-readout">
      <line
        x1={left}
        x2={left + width}
        y1={pointerY}
        y2={pointerY}
        stroke="currentColor"
        strokeDasharray="4 3"
      />
      <text x={left + 6} y={pointerY - 6} fontSize={12} fill="#1976d2">
        {celsius} °C
      </text>
      <text
        x={left + width - 6}
        y={pointerY - 6}
        fontSize={12}
        fill="#9c27b0"
        textAnchor="end"
      >
        {percent} %
      </text>
    </g>
  );
}

export default function PointerValueReadout() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: hours, valueFormatter: clock, min: 0, max: 23 }]}
      yAxis={[
        { id: 'temperature', position: 'left', label: 'Temperature (°C)' },
        { id: 'humidity', position: 'right', label: 'Humidity (%)' },
      ]}
      series={[
        {
          data: temperature,
          label: 'Temperature',
          yAxisId: 'temperature',
          color: '#1976d2',
          showMark: false,
          valueFormatter: (value) => `${value} °C`,
        },
        {
          data: humidity,
          label: 'Humidity',
          yAxisId: 'humidity',
          color: '#9c27b0',
          showMark: false,
          valueFormatter: (value) => `${value} %`,
        },
      ]}
      slotProps={{ tooltip: { trigger: 'none' } }}
    >
      <PointerReadout />
    </LineChart>
  );
}
