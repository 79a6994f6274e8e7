import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { folders, type Folder } from './disk-usage';
import { labelFits, squarify } from './squarify';

const totalGigabytes = folders.reduce((sum, folder) => sum + folder.gigabytes, 0);

interface TilesProps {
  hovered: string | null;
  onHover: (name: string | null) => void;
}

/** Lays the folders out in the chart's drawing area, which the container measures. */
function FolderTiles({ hovered, onHover }: TilesProps) {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  const area = { x: left, y: top, width, height };
  const tiles = squarify(folders, (folder: Folder) => folder.gigabytes, area);

  return (
    <g>
      {tiles.map(({ item, x, y, width, height }) => (
        <g
          key={item.name}
          onPointerEnter={() => onHover(item.name)}
          onPointerLeave={() => onHover(null)}
          opacity={hovered && hovered !== item.name ? 0.45 : 1}
          style={{ transition: 'opacity 0.2s' }}
        >
          <rect
            x={x}
            y={y}
            width={width}
            height={height}
            fill={item.color}
            style={{ stroke: (theme.vars ?? theme).palette.background.paper }}
            strokeWidth={2}
          >
            <title>{`${item.name}: ${item.gigabytes} GB`}</title>
          </rect>
          {labelFits(item.name, width) && height > 36 && (
            <text
              x={x + 8}
              y={y + 20}
              fill="#fff"
              fontSize={13}
              fontFamily={theme.typography.fontFamily}
              pointerEvents="none"
            >
              <tspan fontWeight={600}>{item.name}</tspan>
              <tspan x={x + 8} dy={16}>
                {item.gigabytes} GB
              </tspan>
            </text>
          )}
        </g>
      ))}
    </g>
  );
}

export default function DiskUsageTreemap() {
  const [hovered, setHovered] = React.useState<string | null>(null);
  const folder = folders.find((candidate) => candidate.name === hovered);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ChartContainer
        height={320}
        margin={0}
        // No axis is drawn; `position: 'none'` keeps them from taking room.
        xAxis={[{ position: 'none' }]}
        yAxis={[{ position: 'none' }]}
        title="Disk usage by folder"
      >
        <FolderTiles hovered={hovered} onHover={setHovered} />
      </ChartContainer>
      <Typography variant="body2" role="status" sx={{ minHeight: 24 }}>
        {folder
          ? `${folder.name}: ${folder.gigabytes} GB, ${Math.round((folder.gigabytes / totalGigabytes) * 100)}% of the ${totalGigabytes} GB in use`
          : `${totalGigabytes} GB in use. Point at a folder for its share.`}
      </Typography>
    </Stack>
  );
}
