export interface EmployeeRow {
  id: number;
  /** The reporting line from the top, separated by slashes: `'Amara Osei/Luis Ortega'`. */
  reportingLine: string;
  role: string;
  department: string;
  office: string;
  startYear: number;
  email: string;
}

const people: [string, string, string, string, number][] = [
  ['Amara Osei', 'Chief Executive Officer', 'Leadership', 'Accra', 2014],
  ['Amara Osei/Luis Ortega', 'VP Engineering', 'Engineering', 'Madrid', 2016],
  [
    'Amara Osei/Luis Ortega/Hana Sato',
    'Engineering Manager, Web',
    'Engineering',
    'Osaka',
    2018,
  ],
  [
    'Amara Osei/Luis Ortega/Hana Sato/Priya Nair',
    'Frontend Engineer',
    'Engineering',
    'Pune',
    2021,
  ],
  [
    'Amara Osei/Luis Ortega/Hana Sato/Jonas Berg',
    'Frontend Engineer',
    'Engineering',
    'Oslo',
    2022,
  ],
  [
    'Amara Osei/Luis Ortega/Hana Sato/Chloé Martin',
    'Accessibility Specialist',
    'Engineering',
    'Lyon',
    2023,
  ],
  [
    'Amara Osei/Luis Ortega/Mateo Silva',
    'Engineering Manager, Platform',
    'Engineering',
    'Porto',
    2017,
  ],
  [
    'Amara Osei/Luis Ortega/Mateo Silva/Aisha Bello',
    'Site Reliability Engineer',
    'Engineering',
    'Lagos',
    2020,
  ],
  [
    'Amara Osei/Luis Ortega/Mateo Silva/Felix Wagner',
    'Backend Engineer',
    'Engineering',
    'Berlin',
    2019,
  ],
  ['Amara Osei/Grace Kim', 'VP Sales', 'Sales', 'Seoul', 2015],
  ['Amara Osei/Grace Kim/Omar Farouk', 'Account Executive', 'Sales', 'Cairo', 2021],
  ['Amara Osei/Grace Kim/Lena Novak', 'Account Executive', 'Sales', 'Prague', 2022],
  ['Amara Osei/Grace Kim/Diego Rojas', 'Sales Engineer', 'Sales', 'Santiago', 2020],
  ['Amara Osei/Ingrid Holm', 'Head of People', 'People', 'Stockholm', 2017],
  ['Amara Osei/Ingrid Holm/Samir Khan', 'Recruiter', 'People', 'Karachi', 2023],
];

export const employees: EmployeeRow[] = people.map(
  ([reportingLine, role, department, office, startYear], index) => {
    const name = reportingLine.split('/').pop() ?? '';
    return {
      id: index + 1,
      reportingLine,
      role,
      department,
      office,
      startYear,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@northwind.example`,
    };
  },
);
