import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

const payments = [
  { id: 'card', value: 5120, label: 'Card' },
  { id: 'wallet', value: 2870, label: 'Mobile wallet' },
  { id: 'transfer', value: 940, label: 'Bank transfer' },
  { id: 'invoice', value: 310, label: 'Invoice' },
  { id: 'voucher', value: 95, label: 'Voucher' },
];

const total = payments.reduce((sum, payment) => sum + payment.value, 0);

export default function CheckoutPaymentLabels() {
  return (
    <PieChart
      series={[
        {
          data: payments,
          arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
          // Slices narrower than 25 degrees get no label.
          arcLabelMinAngle: 25,
          arcLabelRadius: '65%',
          valueFormatter: (item) => `${item.value.toLocaleString('en-US')} orders`,
        },
      ]}
      sx={{
        [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontWeight: 'bold' },
      }}
      height={260}
    />
  );
}
