/** The teams of a small company and their members, shared by the demos of this page. */
export interface Team {
  id: string;
  name: string;
  members: { id: string; name: string }[];
}

export const teams: Team[] = [
  {
    id: 'design',
    name: 'Design',
    members: [
      { id: 'ines', name: 'Inès Moreau' },
      { id: 'kofi', name: 'Kofi Mensah' },
    ],
  },
  {
    id: 'engineering',
    name: 'Engineering',
    members: [
      { id: 'aiko', name: 'Aiko Tanaka' },
      { id: 'bruno', name: 'Bruno Costa' },
      { id: 'chloe', name: 'Chloé Martin' },
    ],
  },
  {
    id: 'support',
    name: 'Support',
    members: [
      { id: 'dara', name: 'Dara Kim' },
      { id: 'emil', name: 'Emil Larsen' },
    ],
  },
];

export const teamIds = teams.map((team) => team.id);

const names = new Map<string, string>();
for (const team of teams) {
  names.set(team.id, team.name);
  for (const member of team.members) {
    names.set(member.id, member.name);
  }
}

/** The display name of a team or member id. */
export function nameOf(id: string): string {
  return names.get(id) ?? id;
}
