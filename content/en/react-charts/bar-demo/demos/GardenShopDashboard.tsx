import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart, barLabelClasses } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  categories,
  ordersByWeek,
  regions,
  returnRateByWeek,
  revenueByRegion,
  revenueByWeek,
  thousandsOfPounds,
  weeks,
} from './store-dashboard';

const last = (values: number[]) => values[values.length - 1] ?? 0;
/** Change of the last week over the one before, in percent. */
const change = (values: number[]) => {
  const previous = values[values.length - 2] ?? last(values);
  return ((last(values) - previous) / previous) * 100;
};

type KpiProps = {
  title: string;
  value: string;
  delta: number;
  /** Whether a rise is good news (revenue) or bad news (returns). */
  higherIsBetter: boolean;
  chart: ReactNode;
};

function Kpi({ title, value, delta, higherIsBetter, chart }: KpiProps) {
  const good = delta >= 0 === higherIsBetter;
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography
        variant="body2"
        sx={{ color: good ? 'success.main' : 'error.main' }}
      >
        {delta >= 0 ? '+' : '−'}
        {Math.abs(delta).toFixed(1)}% on last week
      </Typography>
      {chart}
    </Paper>
  );
}

// Tiny charts: no axes, no legend, no margin, only the shape of the trend.
const tinyAxis = { position: 'none' } as const;

export default function GardenShopDashboard() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {/* Three cards side by side, wrapping to one column on narrow screens. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
        }}
      >
        <Kpi
          title="Revenue"
          value={thousandsOfPounds(last(revenueByWeek))}
          delta={change(revenueByWeek)}
          higherIsBetter
          chart={
            <BarChart
              xAxis={[{ scaleType: 'band', data: weeks, ...tinyAxis }]}
              yAxis={[tinyAxis]}
              series={[
                {
                  data: revenueByWeek,
                  label: 'Revenue',
                  valueFormatter: thousandsOfPounds,
                },
              ]}
              colors={['#2e7d32']}
              borderRadius={2}
              margin={2}
              hideLegend
              height={60}
            />
          }
        />
        <Kpi
          title="Orders"
          value={last(ordersByWeek).toLocaleString('en-GB')}
          delta={change(ordersByWeek)}
          higherIsBetter
          chart={
            <LineChart
              xAxis={[{ scaleType: 'point', data: weeks, ...tinyAxis }]}
              yAxis={[tinyAxis]}
              series={[
                { data: ordersByWeek, label: 'Orders', area: true, showMark: false },
              ]}
              colors={['#1565c0']}
              margin={2}
              hideLegend
              height={60}
            />
          }
        />
        <Kpi
          title="Return rate"
          value={`${last(returnRateByWeek)}%`}
          delta={change(returnRateByWeek)}
          higherIsBetter={false}
          chart={
            <LineChart
              xAxis={[{ scaleType: 'point', data: weeks, ...tinyAxis }]}
              yAxis={[tinyAxis]}
              series={[
                {
                  data: returnRateByWeek,
                  label: 'Return rate',
                  showMark: false,
                  valueFormatter: (value) => (value === null ? '' : `${value}%`),
                },
              ]}
              colors={['#ef6c00']}
              margin={2}
              hideLegend
              height={60}
            />
          }
        />
      </Box>
      {/* Two panels: side by side from the md breakpoint, stacked below it. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
        }}
      >
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3">
            Revenue by region, year to date
          </Typography>
          <BarChart
            xAxis={[{ scaleType: 'band', data: regions }]}
            yAxis={[{ valueFormatter: (value: number) => `£${value}k` }]}
            series={[
              {
                data: revenueByRegion.lastYear,
                label: 'Last year',
                color: '#a5d6a7',
                valueFormatter: thousandsOfPounds,
              },
              {
                data: revenueByRegion.thisYear,
                label: 'This year',
                color: '#2e7d32',
                valueFormatter: thousandsOfPounds,
              },
            ]}
            grid={{ horizontal: true }}
            height={280}
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3">
            Top categories
          </Typography>
          <BarChart
            layout="horizontal"
            dataset={categories}
            yAxis={[{ scaleType: 'band', dataKey: 'name', width: 70 }]}
            xAxis={[{ valueFormatter: (value: number) => `£${value}k` }]}
            series={[
              {
                dataKey: 'revenue',
                label: 'Revenue',
                color: '#558b2f',
                valueFormatter: thousandsOfPounds,
              },
            ]}
            // A label only where it fits inside its bar; the axis gives the scale.
            barLabel={(item, context) =>
              context.bar.width < 56 ? null : thousandsOfPounds(item.value)
            }
            borderRadius={4}
            hideLegend
            height={280}
            sx={{
              [`& .${barLabelClasses.root}`]: { fill: '#fff', fontWeight: 600 },
            }}
          />
        </Paper>
      </Box>
    </Box>
  );
}
