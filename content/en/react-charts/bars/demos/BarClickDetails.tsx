import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const rooms = ['Kitchen', 'Living room', 'Office', 'Bedroom'];
const series = [
  { id: 'heating', label: 'Heating', data: [42, 96, 58, 37] },
  { id: 'lighting', label: 'Lighting', data: [18, 25, 31, 9] },
];

export default function BarClickDetails() {
  const [itemMessage, setItemMessage] = React.useState('Click a bar.');
  const [axisMessage, setAxisMessage] = React.useState(
    'Click anywhere in the plot.',
  );

  return (
    <Box>
      <BarChart
        xAxis={[{ scaleType: 'band', data: rooms }]}
        yAxis={[{ label: 'kWh in March' }]}
        series={series}
        onItemClick={(_event, { seriesId, dataIndex }) => {
          const clicked = series.find((item) => item.id === seriesId);
          setItemMessage(
            `Bar: ${clicked?.label} in the ${rooms[dataIndex]?.toLowerCase()}, ` +
              `${clicked?.data[dataIndex]} kWh`,
          );
        }}
        onAxisClick={(_event, data) => {
          if (data) {
            const total = Object.values(data.seriesValues).reduce<number>(
              (sum, value) => sum + (value ?? 0),
              0,
            );
            setAxisMessage(`Axis: ${data.axisValue}, ${total} kWh in total`);
          }
        }}
        height={300}
      />
      <Box role="status" sx={{ px: 2 }}>
        <Typography variant="body2">{itemMessage}</Typography>
        <Typography variant="body2">{axisMessage}</Typography>
      </Box>
    </Box>
  );
}
