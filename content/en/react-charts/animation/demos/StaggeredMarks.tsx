import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LineChart, type MarkElementProps } from '@mui/x-charts/LineChart';

/** Average finishing time of a city marathon's runners, per edition, in minutes. */
const editions = [
  '2016',
  '2017',
  '2018',
  '2019',
  '2021',
  '2022',
  '2023',
  '2024',
  '2025',
];
const averageMinutes = [268, 265, 263, 261, 270, 266, 262, 259, 257];

function PoppingMark(props: MarkElementProps) {
  const { x, y, color, dataIndex, skipAnimation } = props;
  const ref = React.useRef<SVGCircleElement>(null);

  React.useEffect(() => {
    // skipAnimation is true when the chart skips animations, including when the
    // reader asked their system for reduced motion.
    if (skipAnimation || !ref.current) {
      return undefined;
    }
    // The Web Animations API: no library, and the browser runs it off React.
    const animation = ref.current.animate(
      [
        { transform: 'scale(0)' },
        { transform: 'scale(1.4)' },
        { transform: 'scale(1)' },
      ],
      {
        duration: 400,
        delay: 250 + dataIndex * 80,
        easing: 'ease-out',
        fill: 'backwards',
      },
    );
    return () => animation.cancel();
  }, [dataIndex, skipAnimation]);

  return (
    <circle
      ref={ref}
      cx={x}
      cy={y}
      r={5}
      fill="#fff"
      stroke={color}
      strokeWidth={2}
      style={{ transformBox: 'fill-box', transformOrigin: 'center' }}
    />
  );
}

export default function StaggeredMarks() {
  const [runKey, replay] = React.useReducer((count: number) => count + 1, 0);

  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        size="small"
        onClick={replay}
        sx={{ alignSelf: 'flex-start' }}
      >
        Replay
      </Button>
      <LineChart
        key={runKey}
        height={300}
        xAxis={[{ scaleType: 'point', data: editions }]}
        yAxis={[
          {
            valueFormatter: (minutes: number) =>
              `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`,
          },
        ]}
        series={[
          {
            data: averageMinutes,
            label: 'Average finishing time',
            valueFormatter: (minutes) =>
              minutes === null
                ? ''
                : `${Math.floor(minutes / 60)} h ${minutes % 60} min`,
          },
        ]}
        slots={{ mark: PoppingMark }}
        hideLegend
      />
    </Stack>
  );
}
