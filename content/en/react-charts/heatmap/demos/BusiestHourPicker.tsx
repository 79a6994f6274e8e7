import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HighlightItemData } from '@mui/x-charts/context';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { hours, ticketCells, weekdays } from './support-tickets';

const SERIES_ID = 'tickets';

/** The index, in `ticketCells`, of the busiest hour of a day. */
function busiestCellOf(day: number) {
  let best = -1;
  let most = -1;
  ticketCells.forEach(([, cellDay, tickets], index) => {
    if (cellDay === day && tickets > most) {
      best = index;
      most = tickets;
    }
  });
  return best;
}

function describe(item: HighlightItemData | null) {
  const cell =
    item?.dataIndex === undefined ? undefined : ticketCells[item.dataIndex];
  if (!cell) {
    return 'Point at a cell, or choose a day.';
  }
  const [hour, day, tickets] = cell;
  return `${weekdays[day]} at ${hours[hour]}: ${tickets} tickets`;
}

export default function BusiestHourPicker() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(
    null,
  );
  const [day, setDay] = React.useState('');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ width: 240 }}>
        <InputLabel id="busiest-day-label">Busiest hour of</InputLabel>
        <Select
          labelId="busiest-day-label"
          label="Busiest hour of"
          value={day}
          onChange={(event) => {
            setDay(event.target.value);
            const index = busiestCellOf(weekdays.indexOf(event.target.value));
            setHighlighted({ seriesId: SERIES_ID, dataIndex: index });
          }}
        >
          {weekdays.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Heatmap
        xAxis={[{ data: hours }]}
        yAxis={[{ data: weekdays }]}
        series={[
          {
            id: SERIES_ID,
            data: ticketCells,
            label: 'Tickets',
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        zAxis={[
          {
            colorMap: {
              type: 'continuous',
              min: 0,
              max: 60,
              color: ['#e8f1fb', '#0b4f91'],
            },
          },
        ]}
        highlightedItem={highlighted}
        onHighlightChange={(item) => {
          setHighlighted(item);
          setDay('');
        }}
        height={300}
      />
      <Typography variant="body2" aria-live="polite">
        {describe(highlighted)}
      </Typography>
    </Stack>
  );
}
