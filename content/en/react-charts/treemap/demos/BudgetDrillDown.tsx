import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { departments, departmentTotal, type Department } from './city-budget';
import { labelFits, squarify } from './squarify';

interface Entry {
  name: string;
  millions: number;
  color: string;
}

interface LevelTilesProps {
  entries: Entry[];
  /** Set on the top level only: opens a department. */
  onOpen?: (name: string) => void;
}

function LevelTiles({ entries, onOpen }: LevelTilesProps) {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  const area = { x: left, y: top, width, height };
  const tiles = squarify(entries, (entry: Entry) => entry.millions, area);

  return (
    <g fontFamily={theme.typography.fontFamily} fontSize={13}>
      {tiles.map(({ item, x, y, width, height }) => {
        const label = `${item.name}: €${item.millions}M`;
        const open = onOpen ? () => onOpen(item.name) : undefined;
        return (
          <g
            key={item.name}
            role={open ? 'button' : 'img'}
            aria-label={open ? `Open ${label}` : label}
            tabIndex={open ? 0 : undefined}
            onClick={open}
            onKeyDown={(event) => {
              if (open && (event.key === 'Enter' || event.key === ' ')) {
                event.preventDefault();
                open();
              }
            }}
            style={{ cursor: open ? 'pointer' : 'default', outlineOffset: -3 }}
          >
            <rect
              x={x}
              y={y}
              width={width}
              height={height}
              fill={item.color}
              style={{ stroke: (theme.vars ?? theme).palette.background.paper }}
              strokeWidth={2}
            />
            {labelFits(item.name, width) && height > 36 && (
              <text x={x + 8} y={y + 20} fill="#fff" pointerEvents="none">
                <tspan fontWeight={600}>{item.name}</tspan>
                <tspan x={x + 8} dy={16}>
                  €{item.millions}M
                </tspan>
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}

function departmentEntries(): Entry[] {
  return departments.map((department) => ({
    name: department.name,
    millions: departmentTotal(department),
    color: department.color,
  }));
}

function programmeEntries(department: Department): Entry[] {
  // Shades of the department's colour, darkest for the largest programme.
  return department.programmes.map((programme, index) => ({
    name: programme.name,
    millions: programme.millions,
    color: `color-mix(in srgb, ${department.color} ${100 - index * 18}%, #000)`,
  }));
}

export default function BudgetDrillDown() {
  const [openName, setOpenName] = React.useState<string | null>(null);
  const department = departments.find((candidate) => candidate.name === openName);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Breadcrumbs aria-label="Budget level">
        {department ? (
          <Link component="button" variant="body2" onClick={() => setOpenName(null)}>
            All departments
          </Link>
        ) : (
          <Typography variant="body2" color="text.primary">
            All departments
          </Typography>
        )}
        {department && (
          <Typography variant="body2" color="text.primary" aria-current="page">
            {department.name}
          </Typography>
        )}
      </Breadcrumbs>
      <ChartContainer
        height={320}
        margin={0}
        // No axis is drawn; `position: 'none'` keeps them from taking room.
        xAxis={[{ position: 'none' }]}
        yAxis={[{ position: 'none' }]}
        title="City budget 2025"
      >
        {department ? (
          <LevelTiles entries={programmeEntries(department)} />
        ) : (
          <LevelTiles entries={departmentEntries()} onOpen={setOpenName} />
        )}
      </ChartContainer>
    </Stack>
  );
}
