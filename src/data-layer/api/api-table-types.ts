import type { Plan } from '../../../content/navigation/types';
import type { ApiTableKind } from '../../lib/api-table';

/** One row an `<ApiTable>` can show, as read from the declarations. Text fields are JSDoc markdown. */
export interface ApiTableEntryData {
  kind: ApiTableKind;
  name: string;
  /** A method's signature, an event's `params` type or a selector's return type. */
  typeText: string;
  /** An event's `event` type; null for other kinds or an event without one. */
  eventTypeText: string | null;
  description: string;
  /** From `@deprecated`: the reason, or an empty string when none is given. */
  deprecated: string | null;
  /** The plan of the first package (community, Pro, Premium) that has it. */
  plan: Plan;
  /** For methods: the grid API interfaces that have the member (`GridSortApi`, `GridApiPremium`). */
  interfaces: string[];
}

const PLAN_RANK: Record<Plan, number> = { community: 0, pro: 1, premium: 2 };

/** The higher of two plans: what a reader needs for an entry that both name. */
export function higherPlan(a: Plan, b: Plan): Plan {
  return PLAN_RANK[a] >= PLAN_RANK[b] ? a : b;
}
