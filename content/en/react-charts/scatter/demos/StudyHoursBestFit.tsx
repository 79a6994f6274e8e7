import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { createRandom, normal, round } from './seeded-random';

// Hours a class of 60 students revised for an exam, and the score they got.
const random = createRandom(2024);
const students = Array.from({ length: 60 }, (_, index) => {
  const hours = round(1 + random() * 19, 1);
  const score = Math.min(100, round(38 + hours * 2.6 + normal(random, 0, 8)));
  return { id: index, x: hours, y: score };
});

// Least-squares line through the points.
const count = students.length;
const meanX = students.reduce((sum, point) => sum + point.x, 0) / count;
const meanY = students.reduce((sum, point) => sum + point.y, 0) / count;
const slope =
  students.reduce((sum, point) => sum + (point.x - meanX) * (point.y - meanY), 0) /
  students.reduce((sum, point) => sum + (point.x - meanX) ** 2, 0);
const intercept = meanY - slope * meanX;
const fitEnds = [0, 21];

export default function StudyHoursBestFit() {
  return (
    <Box>
      <ChartContainer
        series={[
          {
            type: 'scatter',
            id: 'students',
            label: 'Students',
            data: students,
            valueFormatter: (value) => value && `${value.x} h, score ${value.y}`,
          },
          {
            type: 'line',
            id: 'fit',
            label: 'Best fit',
            data: fitEnds.map((hours) => round(intercept + slope * hours, 1)),
            color: '#e65100',
            valueFormatter: (value) => (value === null ? '' : `${value} predicted`),
          },
        ]}
        // The line series reads its x values from the axis data; the points bring their own.
        xAxis={[
          {
            id: 'hours',
            scaleType: 'linear',
            data: fitEnds,
            label: 'Hours of revision',
          },
        ]}
        yAxis={[{ id: 'score', min: 30, max: 100, label: 'Exam score' }]}
        height={320}
      >
        <LinePlot />
        <ScatterPlot />
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsTooltip trigger="item" />
      </ChartContainer>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        score ≈ {round(intercept, 1)} + {round(slope, 2)} × hours
      </Typography>
    </Box>
  );
}
