// A mid-sized city's operating budget for 2025, by department and programme, in
// millions of euros.
export interface Programme {
  name: string;
  millions: number;
}

export interface Department {
  name: string;
  color: string;
  programmes: Programme[];
}

export const departments: Department[] = [
  {
    name: 'Education',
    color: '#1e88e5',
    programmes: [
      { name: 'Primary schools', millions: 142 },
      { name: 'Secondary schools', millions: 118 },
      { name: 'School meals', millions: 31 },
      { name: 'Libraries', millions: 17 },
    ],
  },
  {
    name: 'Transport',
    color: '#43a047',
    programmes: [
      { name: 'Buses and trams', millions: 96 },
      { name: 'Road repairs', millions: 54 },
      { name: 'Cycle lanes', millions: 12 },
      { name: 'Parking', millions: 9 },
    ],
  },
  {
    name: 'Social care',
    color: '#8e24aa',
    programmes: [
      { name: 'Elderly care', millions: 88 },
      { name: 'Housing support', millions: 47 },
      { name: 'Child services', millions: 39 },
    ],
  },
  {
    name: 'Environment',
    color: '#fb8c00',
    programmes: [
      { name: 'Waste collection', millions: 44 },
      { name: 'Parks', millions: 23 },
      { name: 'Water quality', millions: 11 },
    ],
  },
  {
    name: 'Safety',
    color: '#e53935',
    programmes: [
      { name: 'Fire service', millions: 36 },
      { name: 'Street lighting', millions: 14 },
    ],
  },
];

export function departmentTotal(department: Department) {
  return department.programmes.reduce(
    (sum, programme) => sum + programme.millions,
    0,
  );
}
