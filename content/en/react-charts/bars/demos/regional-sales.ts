/** Monthly sales of an outdoor equipment retailer, in thousands of euros, by region. */
export const regionalSales = [
  { month: 'Jan', north: 42, south: 57, west: 35 },
  { month: 'Feb', north: 39, south: 61, west: 38 },
  { month: 'Mar', north: 51, south: 66, west: 44 },
  { month: 'Apr', north: 63, south: 72, west: 52 },
  { month: 'May', north: 70, south: 69, west: 61 },
  { month: 'Jun', north: 76, south: 74, west: 67 },
];

export const inThousandsOfEuros = (value: number | null) =>
  value === null ? '' : `€${value}k`;
