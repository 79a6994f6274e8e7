import { useTheme } from '@mui/material/styles';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { departments, departmentTotal, type Programme } from './city-budget';
import { labelFits, squarify } from './squarify';

const HEADER = 22; // room for the department's name above its programmes

/** The department's name and total, or only its name, or nothing: whatever fits. */
function headerText(name: string, millions: number, width: number) {
  const full = `${name} · €${millions}M`;
  if (labelFits(full, width, 6)) {
    return full;
  }
  return labelFits(name, width, 6) ? name : '';
}

function BudgetTiles() {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  const area = { x: left, y: top, width, height };
  const groups = squarify(departments, departmentTotal, area);

  return (
    <g fontFamily={theme.typography.fontFamily} fontSize={12}>
      {groups.map((group) => {
        const inner = {
          x: group.x + 2,
          y: group.y + HEADER,
          width: Math.max(0, group.width - 4),
          height: Math.max(0, group.height - HEADER - 2),
        };
        const programmes = squarify(
          group.item.programmes,
          (programme: Programme) => programme.millions,
          inner,
        );
        return (
          <g key={group.item.name}>
            <rect
              x={group.x}
              y={group.y}
              width={group.width}
              height={group.height}
              fill={group.item.color}
              style={{ stroke: (theme.vars ?? theme).palette.background.paper }}
              strokeWidth={2}
            />
            <text x={group.x + 6} y={group.y + 15} fill="#fff" fontWeight={700}>
              {headerText(group.item.name, departmentTotal(group.item), group.width)}
            </text>
            {programmes.map((tile) => (
              <g key={tile.item.name}>
                <rect
                  x={tile.x}
                  y={tile.y}
                  width={tile.width}
                  height={tile.height}
                  fill="rgba(255, 255, 255, 0.18)"
                  stroke={group.item.color}
                  strokeWidth={1.5}
                >
                  <title>{`${group.item.name} – ${tile.item.name}: €${tile.item.millions}M`}</title>
                </rect>
                {labelFits(tile.item.name, tile.width, 5) && tile.height > 32 && (
                  <text
                    x={tile.x + 5}
                    y={tile.y + 15}
                    fill="#fff"
                    pointerEvents="none"
                  >
                    {tile.item.name}
                    <tspan x={tile.x + 5} dy={14} opacity={0.85}>
                      €{tile.item.millions}M
                    </tspan>
                  </text>
                )}
              </g>
            ))}
          </g>
        );
      })}
    </g>
  );
}

export default function CityBudgetTreemap() {
  return (
    <ChartContainer
      height={380}
      margin={0}
      // No axis is drawn; `position: 'none'` keeps them from taking room.
      xAxis={[{ position: 'none' }]}
      yAxis={[{ position: 'none' }]}
      title="City budget 2025 by department"
    >
      <BudgetTiles />
    </ChartContainer>
  );
}
