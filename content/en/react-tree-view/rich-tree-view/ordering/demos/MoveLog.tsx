import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  RichTreeViewPro,
  type RichTreeViewProProps,
} from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DESIGN_DRIVE, type DriveItem } from './design-drive';

type PositionChange = Parameters<
  NonNullable<RichTreeViewProProps<DriveItem, undefined>['onItemPositionChange']>
>[0];

export default function MoveLog() {
  const [moves, setMoves] = React.useState<(PositionChange & { key: number })[]>([]);

  const handleItemPositionChange = (change: PositionChange) => {
    // Send the move to your server here.
    setMoves((previous) =>
      [{ ...change, key: (previous[0]?.key ?? 0) + 1 }, ...previous].slice(0, 4),
    );
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ minHeight: 360, minWidth: 280 }}>
        <RichTreeViewPro
          itemsReordering
          items={DESIGN_DRIVE}
          defaultExpandedItems={['brand', 'website']}
          onItemPositionChange={handleItemPositionChange}
        />
      </Box>
      <Box sx={{ minWidth: 240 }}>
        <Typography variant="subtitle2">Moves</Typography>
        {moves.length === 0 && (
          <Typography color="text.secondary">Drag an item.</Typography>
        )}
        <Box component="ol" aria-label="Moves" sx={{ pl: 2.5, m: 0 }}>
          {moves.map((move) => (
            <li key={move.key}>
              <code>{move.itemId}</code>: {move.oldPosition.parentId ?? 'top level'}{' '}
              #{move.oldPosition.index} → {move.newPosition.parentId ?? 'top level'}{' '}
              #{move.newPosition.index}
            </li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
