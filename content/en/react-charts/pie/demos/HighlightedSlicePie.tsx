import { PieChart } from '@mui/x-charts/PieChart';

// Where a household's monthly budget goes, in euros.
const budget = [
  { id: 'rent', value: 1250, label: 'Rent' },
  { id: 'groceries', value: 540, label: 'Groceries' },
  { id: 'transport', value: 210, label: 'Transport' },
  { id: 'savings', value: 400, label: 'Savings' },
  { id: 'leisure', value: 260, label: 'Leisure' },
];

export default function HighlightedSlicePie() {
  return (
    <PieChart
      series={[
        {
          data: budget,
          innerRadius: 40,
          cornerRadius: 4,
          paddingAngle: 1,
          highlightScope: { highlight: 'item', fade: 'global' },
          // The hovered slice grows by 8 px; the others shrink and turn grey.
          highlighted: { additionalRadius: 8 },
          faded: { additionalRadius: -12, innerRadius: 44, color: 'gray' },
          valueFormatter: (item) => `€${item.value}`,
        },
      ]}
      height={260}
    />
  );
}
