import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ChartProApi } from '@mui/x-charts-pro/ChartContainerPro';
import type { ZoomData } from '@mui/x-charts-pro/models';
import { orderDays, ordersShipped } from './warehouse-orders';

const AXIS_ID = 'order-days';

/** Shrinks or grows the span around its centre, within 0–100 and at least 10 wide. */
function scaleSpan(zoom: ZoomData, factor: number): ZoomData {
  const center = (zoom.start + zoom.end) / 2;
  const span = Math.min(100, Math.max(10, (zoom.end - zoom.start) * factor));
  const start = Math.min(100 - span, Math.max(0, center - span / 2));
  return { ...zoom, start, end: start + span };
}

export default function OrdersZoomButtons() {
  const apiRef = React.useRef<ChartProApi>(undefined);
  const [visible, setVisible] = React.useState({ start: 0, end: 100 });

  const zoomBy = (factor: number) =>
    apiRef.current?.setZoomData((previous) =>
      previous.map((zoom) =>
        zoom.axisId === AXIS_ID ? scaleSpan(zoom, factor) : zoom,
      ),
    );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <ButtonGroup size="small" variant="outlined" aria-label="Zoom">
          <Button onClick={() => zoomBy(0.5)}>Zoom in</Button>
          <Button onClick={() => zoomBy(2)}>Zoom out</Button>
          <Button
            onClick={() =>
              apiRef.current?.setZoomData([{ axisId: AXIS_ID, start: 0, end: 100 }])
            }
          >
            Reset
          </Button>
        </ButtonGroup>
        <Typography variant="body2" color="text.secondary" role="status">
          {Math.round(visible.end - visible.start)}% of the 13 weeks shown
        </Typography>
      </Stack>
      <BarChartPro
        apiRef={apiRef}
        xAxis={[{ id: AXIS_ID, data: orderDays, zoom: true }]}
        yAxis={[{ width: 50 }]}
        series={[{ data: ordersShipped, label: 'Orders shipped' }]}
        onZoomChange={(zoomData) => {
          const zoom = zoomData.find((item) => item.axisId === AXIS_ID);
          if (zoom) {
            setVisible({ start: zoom.start, end: zoom.end });
          }
        }}
        height={300}
      />
    </Stack>
  );
}
