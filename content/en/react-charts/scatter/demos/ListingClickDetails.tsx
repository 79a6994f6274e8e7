import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { lilleListings, lyonListings, type Listing } from './apartments';

const cities: Record<string, Listing[]> = {
  lyon: lyonListings,
  lille: lilleListings,
};

const toPoint = ({ id, area, rent }: Listing) => ({ id, x: area, y: rent });

export default function ListingClickDetails() {
  const [clicked, setClicked] = React.useState<ScatterItemIdentifier | null>(null);
  const listing = clicked
    ? cities[clicked.seriesId]?.[clicked.dataIndex]
    : undefined;

  return (
    <Box>
      <ScatterChart
        series={[
          { id: 'lyon', label: 'Lyon', data: lyonListings.map(toPoint) },
          { id: 'lille', label: 'Lille', data: lilleListings.map(toPoint) },
        ]}
        onItemClick={(_event: unknown, item: ScatterItemIdentifier) =>
          setClicked(item)
        }
        height={280}
      />
      <Typography variant="body2" aria-live="polite" data-testid="clicked-listing">
        {listing && clicked
          ? `${clicked.seriesId === 'lyon' ? 'Lyon' : 'Lille'}: ${listing.area} m², €${listing.rent} a month, ${listing.walk} min walk to the metro.`
          : 'Click near a point to see the listing.'}
      </Typography>
    </Box>
  );
}
