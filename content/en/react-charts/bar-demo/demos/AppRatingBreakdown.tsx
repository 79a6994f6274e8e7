import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Ratings of a meditation app in a store, from five stars down to one.
const stars = ['5 ★', '4 ★', '3 ★', '2 ★', '1 ★'];
const ratings = [18420, 5310, 1880, 740, 1650];
const totalRatings = ratings.reduce((sum, count) => sum + count, 0);
const average =
  ratings.reduce((sum, count, index) => sum + count * (5 - index), 0) / totalRatings;

const share = (count: number | null) =>
  count === null ? '' : `${Math.round((count / totalRatings) * 100)}%`;

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
          { scaleType: 'band', data: stars, width: 40, categoryGapRatio: 0.45 },
        ]}
        xAxis={[{ position: 'none', max: ratings[0] }]}
        series={[
          {
            data: ratings,
            label: 'Ratings',
            color: '#ffb300',
            valueFormatter: (count) =>
              count === null
                ? ''
                : `${count.toLocaleString('en-US')} (${share(count)})`,
          },
        ]}
        barLabel={(item) => share(item.value)}
        borderRadius={6}
        hideLegend
        height={220}
        sx={{ flex: 1, width: '100%' }}
      />
    </Stack>
  );
}
