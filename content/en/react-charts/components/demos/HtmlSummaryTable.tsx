import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { useLegend, useLineSeries } from '@mui/x-charts/hooks';
import { channels, weeks } from './support-tickets';

/** An HTML table that reads the chart's series: a legend with figures. */
function SeriesSummaryTable() {
  const { items } = useLegend();
  const series = useLineSeries();

  return (
    <Table size="small" aria-label="Tickets per channel">
      <TableHead>
        <TableRow>
          <TableCell>Channel</TableCell>
          <TableCell align="right">Total</TableCell>
          <TableCell align="right">Change</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => {
          const data =
            series.find((entry) => entry.id === item.seriesId)?.data ?? [];
          const numbers = data.map((value) => value ?? 0);
          const total = numbers.reduce((sum, value) => sum + value, 0);
          const first = numbers[0] ?? 0;
          const last = numbers[numbers.length - 1] ?? 0;
          const change = first === 0 ? 0 : (last - first) / first;
          return (
            <TableRow key={item.id}>
              <TableCell>
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    display: 'inline-block',
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    mr: 1,
                    verticalAlign: 'middle',
                    bgcolor: item.color,
                  }}
                />
                {item.label}
              </TableCell>
              <TableCell align="right">{total.toLocaleString('en-US')}</TableCell>
              <TableCell align="right">
                {`${change > 0 ? '+' : ''}${Math.round(change * 100)} %`}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export default function HtmlSummaryTable() {
  return (
    <ChartDataProvider
      height={280}
      xAxis={[{ id: 'week', scaleType: 'point', data: weeks }]}
      series={channels.map((channel) => ({ ...channel, type: 'line' as const }))}
    >
      <Box
        sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2 }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ChartsSurface>
            <LinePlot />
            <ChartsXAxis axisId="week" />
            <ChartsYAxis />
            <ChartsAxisHighlight x="line" />
            <ChartsTooltip />
          </ChartsSurface>
        </Box>
        {/* HTML, so outside the SVG surface, but inside the provider to read its data. */}
        <Box sx={{ width: { md: 300 } }}>
          <SeriesSummaryTable />
        </Box>
      </Box>
    </ChartDataProvider>
  );
}
