import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Ratings of a meditation app in a store, from five stars down to one.
const stars = ['5 ★', '4 ★', '3 ★', '2 ★', '1 ★'];
const ratings = [18420, 5310, 1880, 740, 1662];
const totalRatings = ratings.reduce((sum, count) => sum + count, 0);
const average =
  ratings.reduce((sum, count, index) => sum + count * (5 - index), 0) / totalRatings;

const share = (count: number) => `${Math.round((count / totalRatings) * 100)}%`;

export default function AppRatingBreakdown() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ alignItems: 'center', px: 2 }}
    >
      <Box sx={{ textAlign: 'center', minWidth: 140 }}>
        <Typography variant="h3" component="p">
          {average.toFixed(1)}
        </Typography>
        <Rating value={average} precision={0.1} readOnly />
        <Typography variant="body2" color="text.secondary">
          {totalRatings.toLocaleString('en-US')} ratings
        </Typography>
      </Box>
      <BarChart
        layout="horizontal"
        yAxis={[
          {
            id: 'stars',
            scaleType: 'band',
            data: stars,
            width: 40,
            categoryGapRatio: 0.45,
            disableTicks: true,
          },
          {
            // A second band axis on the right writes each row's share next to its bar.
            id: 'shares',
            scaleType: 'band',
            data: [0, 1, 2, 3, 4],
            position: 'right',
            width: 45,
            categoryGapRatio: 0.45,
            disableLine: true,
            disableTicks: true,
            valueFormatter: (index: number) => share(ratings[index] ?? 0),
          },
        ]}
        xAxis={[{ position: 'none', min: 0, max: Math.max(...ratings) }]}
        series={[
          {
            data: ratings,
            yAxisId: 'stars',
            label: 'Ratings',
            color: '#ffb300',
            valueFormatter: (count) =>
              count === null
                ? ''
                : `${count.toLocaleString('en-US')} (${share(count)})`,
          },
        ]}
        borderRadius={6}
        hideLegend
        height={220}
        sx={{ flex: 1, minWidth: 0, width: '100%' }}
      />
    </Stack>
  );
}
