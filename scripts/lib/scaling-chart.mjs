/**
 * A small line chart (SVG) of build time against guide pages, for docs/benchmarks/: the cold and
 * warm builds, and the cold build's main phases.
 */
const WIDTH = 720;
const HEIGHT = 420;
const MARGIN = { top: 30, right: 210, bottom: 50, left: 60 };
const COLORS = ['#1565c0', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f', '#ad1457', '#5d4037', '#546e7a'];

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function scalingChart(results) {
  const series = [
    { name: 'cold build', values: results.map((r) => r.cold.seconds), width: 3 },
    { name: 'warm build (one MDX changed)', values: results.map((r) => r.warm.seconds), width: 3 },
    ...[
      'webpack (browser)',
      'HTML renderer bundle',
      'MDX compilation (in webpack)',
      'HTML rendering',
      'sourcing',
      'page queries',
    ].map((phase) => ({ name: `cold: ${phase}`, values: results.map((r) => r.cold.phases[phase] ?? 0), width: 1.5 })),
  ];
  const xs = results.map((r) => r.guidePages);
  const maxX = Math.max(...xs) * 1.05 || 1;
  const maxY = Math.max(...series.flatMap((s) => s.values)) * 1.1 || 1;
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (value) => MARGIN.left + (value / maxX) * plotWidth;
  const y = (value) => MARGIN.top + plotHeight - (value / maxY) * plotHeight;
  const yTicks = Array.from({ length: 6 }, (_, index) => (maxY / 5) * index);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" font-size="12">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>`,
    `<text x="${MARGIN.left}" y="18" font-size="14" font-weight="bold">Build time against guide pages</text>`,
    ...yTicks.map(
      (tick) =>
        `<line x1="${MARGIN.left}" x2="${MARGIN.left + plotWidth}" y1="${y(tick)}" y2="${y(tick)}" stroke="#e0e0e0"/><text x="${MARGIN.left - 6}" y="${y(tick) + 4}" text-anchor="end">${Math.round(tick)} s</text>`,
    ),
    ...xs.map(
      (value) => `<text x="${x(value)}" y="${MARGIN.top + plotHeight + 18}" text-anchor="middle">${value}</text>`,
    ),
    `<text x="${MARGIN.left + plotWidth / 2}" y="${HEIGHT - 12}" text-anchor="middle">guide pages (each also built in Chinese, plus ${results[0] ? results[0].builtPages - 2 * results[0].guidePages : 0} API and other pages)</text>`,
    ...series.map((s, index) => {
      const color = COLORS[index % COLORS.length];
      const points = s.values.map((value, i) => `${x(xs[i])},${y(value)}`).join(' ');
      const dots = s.values
        .map((value, i) => `<circle cx="${x(xs[i])}" cy="${y(value)}" r="3" fill="${color}"/>`)
        .join('');
      const legendY = MARGIN.top + 10 + index * 20;
      return `<polyline points="${points}" fill="none" stroke="${color}" stroke-width="${s.width}"/>${dots}<line x1="${WIDTH - MARGIN.right + 15}" x2="${WIDTH - MARGIN.right + 35}" y1="${legendY}" y2="${legendY}" stroke="${color}" stroke-width="${s.width}"/><text x="${WIDTH - MARGIN.right + 40}" y="${legendY + 4}">${escape(s.name)}</text>`;
    }),
    '</svg>',
    '',
  ];
  return parts.join('\n');
}
