import { PlanLink } from '../plan/PlanLink';
import type { PaidPlan } from '../plan/PlanIcon';

/** A plan mark for headings in content: `## Aggregation <PlanBadge plan="premium" />`. */
export function PlanBadge({ plan }: { plan: PaidPlan }) {
  return <PlanLink plan={plan} className="plan-badge" />;
}
