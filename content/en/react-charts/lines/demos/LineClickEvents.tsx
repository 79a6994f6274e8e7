import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function LineClickEvents() {
  const [lastClick, setLastClick] = React.useState(
    'Click a mark, a line, an area or the plot.',
  );

  return (
    <Box>
      <LineChart
        xAxis={[{ scaleType: 'point', data: days }]}
        series={[
          {
            id: 'bikes',
            data: [410, 395, 430, 452, 488, 620, 575],
            label: 'Bikes',
            area: true,
          },
          {
            id: 'scooters',
            data: [220, 240, 236, 251, 300, 410, 380],
            label: 'Scooters',
          },
        ]}
        onMarkClick={(_event, { seriesId, dataIndex }) =>
          setLastClick(
            `Mark: ${seriesId} on ${dataIndex === undefined ? '?' : days[dataIndex]}`,
          )
        }
        onLineClick={(_event, { seriesId }) => setLastClick(`Line: ${seriesId}`)}
        onAreaClick={(_event, { seriesId }) => setLastClick(`Area: ${seriesId}`)}
        onAxisClick={(_event, data) =>
          data &&
          setLastClick(
            `Axis: ${data.axisValue}, bikes ${data.seriesValues.bikes}, ` +
              `scooters ${data.seriesValues.scooters}`,
          )
        }
        height={300}
      />
      <Typography role="status" variant="body2" sx={{ px: 2 }}>
        {lastClick}
      </Typography>
    </Box>
  );
}
