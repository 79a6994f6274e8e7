import { PieChart } from '@mui/x-charts/PieChart';

const storage = [
  { id: 'videos', value: 61.5, label: 'Videos' },
  { id: 'photos', value: 38.2, label: 'Photos' },
  { id: 'apps', value: 22.4, label: 'Apps' },
  { id: 'system', value: 12.1, label: 'System' },
  { id: 'documents', value: 6.8, label: 'Documents' },
];

export default function StorageUsagePie() {
  return (
    <PieChart
      series={[{ data: storage, valueFormatter: (item) => `${item.value} GB` }]}
      height={240}
    />
  );
}
