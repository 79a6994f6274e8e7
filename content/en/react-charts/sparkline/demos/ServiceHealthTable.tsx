import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { services } from './service-metrics';

const hours = Array.from(
  { length: 24 },
  (_, hour) => `${String(hour).padStart(2, '0')}:00`,
);

export default function ServiceHealthTable() {
  return (
    <TableContainer>
      <Table size="small" aria-label="Service health, last 24 hours">
        <TableHead>
          <TableRow>
            <TableCell>Service</TableCell>
            <TableCell>Region</TableCell>
            <TableCell align="right">p95 now</TableCell>
            <TableCell sx={{ width: '30%' }}>p95 latency, 24 h</TableCell>
            <TableCell sx={{ width: '25%' }}>Errors per hour</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {services.map((service) => (
            <TableRow key={service.name}>
              <TableCell component="th" scope="row">
                {service.name}
              </TableCell>
              <TableCell>{service.region}</TableCell>
              <TableCell align="right">{service.latency.at(-1)} ms</TableCell>
              <TableCell sx={{ py: 0 }}>
                <SparkLineChart
                  data={service.latency}
                  xAxis={{ scaleType: 'point', data: hours }}
                  valueFormatter={(value) => (value === null ? '' : `${value} ms`)}
                  showTooltip
                  showHighlight
                  height={40}
                />
              </TableCell>
              <TableCell sx={{ py: 0 }}>
                <SparkLineChart
                  plotType="bar"
                  data={service.errors}
                  xAxis={{ scaleType: 'band', data: hours }}
                  yAxis={{ min: 0, max: 25 }}
                  color={(mode) => (mode === 'dark' ? '#ef9a9a' : '#c62828')}
                  showTooltip
                  showHighlight
                  height={40}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
