import { ScatterChart, type ScatterMarkerProps } from '@mui/x-charts/ScatterChart';

// Districts of a city: share of trips by car, yearly mean NO2, and residents.
const districts = [
  { id: 'Centre', x: 18, y: 38, z: 38, residents: 42000 },
  { id: 'Riverside', x: 26, y: 33, z: 33, residents: 61000 },
  { id: 'University', x: 22, y: 29, z: 29, residents: 35000 },
  { id: 'Old port', x: 31, y: 36, z: 36, residents: 27000 },
  { id: 'Garden city', x: 44, y: 24, z: 24, residents: 54000 },
  { id: 'Ring road', x: 58, y: 41, z: 41, residents: 38000 },
  { id: 'Hillside', x: 52, y: 19, z: 19, residents: 22000 },
  { id: 'Business park', x: 67, y: 34, z: 34, residents: 9000 },
  { id: 'Suburbs north', x: 71, y: 22, z: 22, residents: 73000 },
  { id: 'Suburbs south', x: 64, y: 27, z: 27, residents: 66000 },
];

const largest = Math.max(...districts.map((district) => district.residents));

function ResidentsBubble({
  x,
  y,
  dataIndex,
  color,
  isHighlighted,
}: ScatterMarkerProps) {
  const residents = districts[dataIndex]?.residents ?? 0;
  return (
    <circle
      cx={x}
      cy={y}
      r={5 + 20 * Math.sqrt(residents / largest)}
      fill={color}
      fillOpacity={isHighlighted ? 0.95 : 0.7}
      stroke="#fff"
    />
  );
}

export default function DistrictAirQuality() {
  return (
    <ScatterChart
      series={[
        {
          label: 'Districts',
          data: districts,
          highlightScope: { highlight: 'item' },
          valueFormatter: (value) => {
            const district = districts.find(
              (candidate) => candidate.id === value?.id,
            );
            return district
              ? `${district.id}: ${district.y} µg/m³ NO₂, ${district.x}% of trips by car, ${district.residents.toLocaleString('en-US')} residents`
              : null;
          },
        },
      ]}
      slots={{ marker: ResidentsBubble }}
      xAxis={[{ min: 10, max: 80, label: 'Trips made by car (%)' }]}
      yAxis={[{ min: 10, max: 45, label: 'NO₂ (µg/m³)', width: 50 }]}
      zAxis={[
        {
          // The WHO guideline is 10 µg/m³; the EU limit is 40 µg/m³.
          colorMap: {
            type: 'continuous',
            min: 15,
            max: 40,
            color: ['#fdd835', '#b71c1c'],
          },
        },
      ]}
      height={340}
      hideLegend
    />
  );
}
