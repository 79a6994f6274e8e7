import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

// Seats sold for three shows of a theatre.
const shows = [
  { id: 'default', caption: 'Default text', sold: 312 },
  { id: 'ratio', caption: 'Value and maximum', sold: 412 },
  { id: 'two-lines', caption: 'Two lines', sold: 187 },
];

const capacity = 450;

export default function GaugeTextFormats() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        gap: 2,
        textAlign: 'center',
      }}
    >
      {shows.map((show) => (
        <Box key={show.id}>
          <Typography
            id={`gauge-text-${show.id}`}
            variant="body2"
            color="text.secondary"
          >
            {show.caption}
          </Typography>
          <Gauge
            value={show.sold}
            valueMax={capacity}
            startAngle={-110}
            endAngle={110}
            text={
              show.id === 'default'
                ? undefined
                : ({ value, valueMax }) =>
                    show.id === 'ratio'
                      ? `${value} / ${valueMax}`
                      : `${value}\nseats sold`
            }
            sx={{ [`& .${gaugeClasses.valueText}`]: { fontSize: 18 } }}
            height={150}
            aria-labelledby={`gauge-text-${show.id}`}
          />
        </Box>
      ))}
    </Box>
  );
}
