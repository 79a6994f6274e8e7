export type Invoice = {
  id: number;
  number: string;
  customer: string;
  status: 'Paid' | 'Open' | 'Overdue';
  amount: number;
};

const customers = [
  'Harbor Bakery',
  'Northwind Cycles',
  'Larkspur Florists',
  'Quarry Lane Dental',
  'Tidewater Books',
  'Elm Street Studio',
  'Copperfield Garage',
];

const statuses: Invoice['status'][] = ['Paid', 'Open', 'Paid', 'Overdue', 'Open'];

export const invoiceRows: Invoice[] = Array.from({ length: 18 }, (_, index) => ({
  id: index + 1,
  number: `INV-${String(2041 + index)}`,
  customer: customers[(index * 3) % customers.length] ?? 'Unknown',
  status: statuses[index % statuses.length] ?? 'Open',
  amount: 120 + ((index * 379) % 1880),
}));

export const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});
