import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// A team's shared drive: 173 GB used of a 250 GB quota.
const usedGb = 173;
const quotaGb = 250;

function QuotaLabel() {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  return (
    <text
      x={left + width / 2}
      y={top + height / 2}
      textAnchor="middle"
      dominantBaseline="central"
      fill={theme.palette.text.primary}
      fontSize={22}
      fontWeight={600}
    >
      {Math.round((usedGb / quotaGb) * 100)}% used
    </text>
  );
}

export default function StorageQuotaDonut() {
  const theme = useTheme();
  return (
    <PieChart
      series={[
        {
          data: [
            {
              id: 'used',
              value: usedGb,
              label: 'Used',
              color: theme.palette.primary.main,
            },
            {
              id: 'free',
              value: quotaGb - usedGb,
              label: 'Free',
              color: theme.palette.action.disabledBackground,
            },
          ],
          innerRadius: '78%',
          cornerRadius: 10,
          valueFormatter: (item) => `${item.value} GB`,
        },
      ]}
      height={220}
      hideLegend
    >
      <QuotaLabel />
    </PieChart>
  );
}
