import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { type HighlightItemData } from '@mui/x-charts/context';
import { quarters, regions, units } from './regional-sales';

const ALL = 'all';

export default function ControlledRegionHighlight() {
  const [highlightedItem, setHighlightedItem] =
    React.useState<HighlightItemData | null>({
      seriesId: 'south',
      dataIndex: 3,
    });

  const seriesId = highlightedItem?.seriesId ?? '';
  const dataIndex = highlightedItem?.dataIndex;
  // An item without a dataIndex names a whole series: only a 'series' scope lights it up.
  const scopeHighlight = dataIndex === undefined ? 'series' : 'item';

  const handleRegion = (value: string) =>
    setHighlightedItem(value === '' ? null : { seriesId: value, dataIndex });

  const handleQuarter = (value: string) =>
    setHighlightedItem(
      seriesId === ''
        ? null
        : { seriesId, dataIndex: value === ALL ? undefined : Number(value) },
    );

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label="Region"
          value={String(seriesId)}
          onChange={(event) => handleRegion(event.target.value)}
          sx={{ width: 140 }}
        >
          <MenuItem value="">None</MenuItem>
          {regions.map((region) => (
            <MenuItem key={region.id} value={region.id}>
              {region.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Quarter"
          value={dataIndex === undefined ? ALL : String(dataIndex)}
          onChange={(event) => handleQuarter(event.target.value)}
          disabled={seriesId === ''}
          sx={{ width: 140 }}
        >
          <MenuItem value={ALL}>Whole series</MenuItem>
          {quarters.map((quarter, index) => (
            <MenuItem key={quarter} value={String(index)}>
              {quarter}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" aria-live="polite" data-testid="highlight-state">
          {highlightedItem === null
            ? 'Nothing highlighted'
            : `Highlighted: ${highlightedItem.seriesId}${
                highlightedItem.dataIndex === undefined
                  ? ''
                  : `, ${quarters[highlightedItem.dataIndex]}`
              }`}
        </Typography>
      </Stack>
      <BarChart
        xAxis={[{ data: quarters }]}
        series={regions.map((region) => ({
          ...region,
          valueFormatter: units,
          highlightScope: { highlight: scopeHighlight, fade: 'global' } as const,
        }))}
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        height={300}
      />
    </Stack>
  );
}
