import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ChartProApi } from '@mui/x-charts-pro/ChartContainerPro';
import { months, regionalSales } from './regional-sales';

export default function PrintSalesReport() {
  const apiRef = React.useRef<ChartProApi>(undefined);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() =>
          apiRef.current?.exportAsPrint({ fileName: 'Sales by region, H1 2025' })
        }
      >
        Print
      </Button>
      <BarChartPro
        apiRef={apiRef}
        xAxis={[{ data: months }]}
        yAxis={[{ label: 'k€', width: 50 }]}
        series={regionalSales.map((region) => ({
          ...region,
          valueFormatter: (value: number | null) => `${value} k€`,
        }))}
        height={320}
      />
    </Stack>
  );
}
