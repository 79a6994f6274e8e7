import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// How the voters of three districts voted in a local referendum, in percent.
const districts = [
  { name: 'North', yes: 54, no: 38, blank: 8 },
  { name: 'Harbour', yes: 41, no: 52, blank: 7 },
  { name: 'Old Town', yes: 63, no: 31, blank: 6 },
];

const colors = { yes: '#2e7d32', no: '#c62828', blank: '#9e9e9e' };

export default function RegionalTurnoutMultiples() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        gap: 2,
      }}
    >
      {districts.map((district) => (
        <Box key={district.name} sx={{ textAlign: 'center' }}>
          <Typography variant="subtitle2" component="h3">
            {district.name}
          </Typography>
          <PieChart
            series={[
              {
                data: [
                  {
                    id: 'yes',
                    value: district.yes,
                    label: 'Yes',
                    color: colors.yes,
                  },
                  { id: 'no', value: district.no, label: 'No', color: colors.no },
                  {
                    id: 'blank',
                    value: district.blank,
                    label: 'Blank',
                    color: colors.blank,
                  },
                ],
                innerRadius: '55%',
                arcLabel: (item) => (item.id === 'yes' ? `${item.value}%` : ''),
                valueFormatter: (item) => `${item.value}%`,
              },
            ]}
            sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontWeight: 600 } }}
            height={160}
            hideLegend
          />
        </Box>
      ))}
    </Box>
  );
}
