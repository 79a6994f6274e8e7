import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Answers to "How satisfied are you with your delivery?" (1,240 replies).
const answers = [
  { id: 'very', value: 512, label: 'Very satisfied', color: '#1b5e20' },
  { id: 'satisfied', value: 398, label: 'Satisfied', color: '#66bb6a' },
  { id: 'neutral', value: 167, label: 'Neutral', color: '#bdbdbd' },
  { id: 'unsatisfied', value: 103, label: 'Unsatisfied', color: '#ef9a9a' },
  { id: 'very-un', value: 60, label: 'Very unsatisfied', color: '#c62828' },
];

const replies = answers.reduce((sum, answer) => sum + answer.value, 0);
const positive = Math.round(((512 + 398) / replies) * 100);

export default function SatisfactionHalfDonut() {
  return (
    <Box sx={{ position: 'relative' }}>
      <PieChart
        series={[
          {
            data: answers,
            startAngle: -90,
            endAngle: 90,
            innerRadius: '60%',
            cy: '85%',
            paddingAngle: 1,
            cornerRadius: 2,
            valueFormatter: (item) =>
              `${item.value} replies (${Math.round((item.value / replies) * 100)}%)`,
          },
        ]}
        height={240}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'bottom' } },
        }}
      />
      <Typography
        component="p"
        variant="h5"
        sx={{
          position: 'absolute',
          top: 132,
          left: 0,
          right: 0,
          textAlign: 'center',
        }}
      >
        {positive}% positive
      </Typography>
    </Box>
  );
}
