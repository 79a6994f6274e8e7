// Monthly sales of a garden-supply retailer by region, first half of 2025, in thousands of euros.
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export const regionalSales = [
  { id: 'north', label: 'North', data: [182, 175, 231, 298, 344, 327] },
  { id: 'south', label: 'South', data: [240, 251, 302, 365, 401, 388] },
  { id: 'coast', label: 'Coast', data: [96, 104, 139, 187, 226, 251] },
];
