import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ChartsTooltipContainer, useItemTooltip } from '@mui/x-charts/ChartsTooltip';
import { PieChart } from '@mui/x-charts/PieChart';

// Revenue of a game studio by platform, with the number of titles on each.
const platforms = [
  { id: 'pc', value: 4.8, label: 'PC', titles: 12 },
  { id: 'console', value: 7.1, label: 'Consoles', titles: 7 },
  { id: 'mobile', value: 2.6, label: 'Mobile', titles: 19 },
];

function PlatformTooltipContent() {
  const tooltip = useItemTooltip<'pie'>();
  if (!tooltip) {
    return null;
  }
  const platform = platforms[tooltip.identifier.dataIndex];
  if (!platform) {
    return null;
  }
  return (
    <Paper sx={{ p: 1.5, minWidth: 160 }} elevation={3}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          sx={{ width: 10, height: 10, borderRadius: 5, bgcolor: tooltip.color }}
        />
        <Typography variant="subtitle2">{platform.label}</Typography>
      </Box>
      <Typography variant="body2">${platform.value} million revenue</Typography>
      <Typography variant="body2" color="text.secondary">
        {platform.titles} titles released
      </Typography>
    </Paper>
  );
}

function PlatformTooltip() {
  return (
    <ChartsTooltipContainer trigger="item">
      <PlatformTooltipContent />
    </ChartsTooltipContainer>
  );
}

export default function PlatformRevenueTooltip() {
  return (
    <PieChart
      series={[{ data: platforms, innerRadius: 40, paddingAngle: 2 }]}
      slots={{ tooltip: PlatformTooltip }}
      height={240}
    />
  );
}
