import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Vans of a delivery fleet: yearly distance and maintenance cost, coloured by fuel type.
const fuels = ['Diesel', 'Electric', 'Hybrid'];
const fuelColors = ['#6d4c41', '#00897b', '#5e35b1'];

const vans = [
  { plate: 'AB-101', km: 48200, cost: 3150, fuel: 'Diesel' },
  { plate: 'AB-102', km: 51800, cost: 3420, fuel: 'Diesel' },
  { plate: 'AB-103', km: 39900, cost: 2710, fuel: 'Diesel' },
  { plate: 'AB-104', km: 36100, cost: 1180, fuel: 'Electric' },
  { plate: 'AB-105', km: 42500, cost: 1320, fuel: 'Electric' },
  { plate: 'AB-106', km: 30700, cost: 990, fuel: 'Electric' },
  { plate: 'AB-107', km: 45400, cost: 2130, fuel: 'Hybrid' },
  { plate: 'AB-108', km: 40300, cost: 1960, fuel: 'Hybrid' },
  { plate: 'AB-109', km: 55600, cost: 3810, fuel: 'Diesel' },
  { plate: 'AB-110', km: 47200, cost: 1490, fuel: 'Electric' },
  { plate: 'AB-111', km: 37800, cost: 1740, fuel: 'Hybrid' },
  { plate: 'AB-112', km: 33400, cost: 2360, fuel: 'Diesel' },
];

export default function FleetCategoryColors() {
  return (
    <Box>
      <ScatterChart
        series={[
          {
            label: 'Vans',
            data: vans.map((van) => ({
              id: van.plate,
              x: van.km,
              y: van.cost,
              z: van.fuel,
            })),
            valueFormatter: (value) =>
              value &&
              `${value.z}: ${value.x.toLocaleString('en-US')} km, €${value.y}`,
          },
        ]}
        xAxis={[{ label: 'Distance per year (km)' }]}
        yAxis={[{ label: 'Maintenance (€)', width: 55 }]}
        zAxis={[
          {
            colorMap: {
              type: 'ordinal',
              values: fuels,
              colors: fuelColors,
            },
          },
        ]}
        height={300}
        hideLegend
      />
      {/* The series legend has one entry; this one explains the z-axis colours. */}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        {fuels.map((fuel, index) => (
          <Stack
            key={fuel}
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center' }}
          >
            <Box
              sx={{
                width: 10,
                height: 10,
                borderRadius: 5,
                bgcolor: fuelColors[index],
              }}
            />
            <Typography variant="body2">{fuel}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
