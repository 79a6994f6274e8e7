import { keyframes, styled } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const pulse = keyframes`
  0% { opacity: 0.4; }
  50% { opacity: 0.15; }
  100% { opacity: 0.4; }
`;

const SkeletonBar = styled('rect')(({ theme }) => ({
  fill: (theme.vars || theme).palette.text.primary,
  animation: `${pulse} 1.6s ease-in-out infinite`,
}));

// Heights of the placeholder bars, as shares of the drawing area: fixed, so that the
// server and the browser draw the same skeleton.
const placeholderHeights = [0.45, 0.7, 0.55, 0.85, 0.6, 0.75, 0.4];

/** Grey bars where the real ones will appear. Overlays are drawn inside the chart's SVG. */
function SkeletonOverlay() {
  const { left, top, width, height } = useDrawingArea();
  const step = width / placeholderHeights.length;
  return (
    <g aria-label="Loading">
      {placeholderHeights.map((share, index) => (
        <SkeletonBar
          key={index}
          x={left + index * step + step * 0.2}
          y={top + height * (1 - share)}
          width={step * 0.6}
          height={height * share}
          rx={4}
        />
      ))}
    </g>
  );
}

export default function SkeletonLoadingOverlay() {
  return (
    <BarChart
      loading
      series={[{ data: [], label: 'Orders' }]}
      xAxis={[{ data: [] }]}
      slots={{ loadingOverlay: SkeletonOverlay }}
      height={280}
    />
  );
}
