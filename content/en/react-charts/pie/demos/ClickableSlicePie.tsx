import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Open issues of a project by component.
const issues = [
  { id: 'api', value: 42, label: 'API' },
  { id: 'ui', value: 67, label: 'User interface' },
  { id: 'docs', value: 18, label: 'Documentation' },
  { id: 'build', value: 11, label: 'Build' },
];

export default function ClickableSlicePie() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box>
      <PieChart
        series={[{ data: issues, innerRadius: 30, paddingAngle: 1 }]}
        onItemClick={(_event, identifier, item) =>
          setSelected(
            `${item.label}: ${item.value} open issues (slice ${identifier.dataIndex + 1} of series "${identifier.seriesId}")`,
          )
        }
        height={240}
      />
      <Typography variant="body2" aria-live="polite" data-testid="clicked-slice">
        {selected ?? 'Click a slice to see its details.'}
      </Typography>
    </Box>
  );
}
