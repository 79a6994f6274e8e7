import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useBarSeries, useLegend } from '@mui/x-charts/hooks';
import { generation, gwh, months } from './energy-mix';

/** Replaces the default legend: each item also shows the year's total of its series. */
function LegendWithTotals() {
  const { items } = useLegend();
  const series = useBarSeries();
  const totals = new Map(
    series.map(({ id, data }) => [
      id,
      data.reduce<number>((sum, v) => sum + (v ?? 0), 0),
    ]),
  );

  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: 1.5,
        listStyle: 'none',
        p: 0,
        m: 1,
      }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item.id}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 0.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 4,
          }}
        >
          <Box
            aria-hidden
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color }}
          />
          <Typography variant="body2">{item.label}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {(totals.get(item.seriesId ?? item.id) ?? 0).toLocaleString('en-US')} GWh
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export default function CustomLegendComponent() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ width: 50 }]}
      series={[
        {
          data: generation.solar,
          label: 'Solar',
          stack: 'mix',
          valueFormatter: gwh,
        },
        { data: generation.wind, label: 'Wind', stack: 'mix', valueFormatter: gwh },
        {
          data: generation.hydro,
          label: 'Hydro',
          stack: 'mix',
          valueFormatter: gwh,
        },
        { data: generation.gas, label: 'Gas', stack: 'mix', valueFormatter: gwh },
      ]}
      slots={{ legend: LegendWithTotals }}
    />
  );
}
