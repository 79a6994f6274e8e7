/** A company org chart: each unit has a head and may contain other units. */
export interface OrgUnit {
  id: string;
  name: string;
  children?: OrgUnit[];
}

export const orgChart: OrgUnit[] = [
  {
    id: 'ceo',
    name: 'Office of the CEO',
    children: [
      {
        id: 'product',
        name: 'Product',
        children: [
          {
            id: 'platform',
            name: 'Platform',
            children: [
              { id: 'platform-api', name: 'API team' },
              { id: 'platform-infra', name: 'Infrastructure team' },
            ],
          },
          { id: 'mobile', name: 'Mobile' },
        ],
      },
      {
        id: 'operations',
        name: 'Operations',
        children: [
          { id: 'finance', name: 'Finance' },
          { id: 'people', name: 'People' },
        ],
      },
      {
        id: 'sales',
        name: 'Sales',
        children: [
          { id: 'sales-emea', name: 'EMEA' },
          { id: 'sales-americas', name: 'Americas' },
        ],
      },
    ],
  },
];

/** The ids of every unit that has sub-units: what "expand all" opens. */
export function expandableIds(units: OrgUnit[]): string[] {
  return units.flatMap((unit) =>
    unit.children ? [unit.id, ...expandableIds(unit.children)] : [],
  );
}

const names = new Map<string, string>();
const collect = (units: OrgUnit[]) =>
  units.forEach((unit) => {
    names.set(unit.id, unit.name);
    collect(unit.children ?? []);
  });
collect(orgChart);

/** The display name of a unit id. */
export function unitName(id: string): string {
  return names.get(id) ?? id;
}
