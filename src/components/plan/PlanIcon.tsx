export type PaidPlan = 'pro' | 'premium';

export function isPaidPlan(plan: string | null | undefined): plan is PaidPlan {
  return plan === 'pro' || plan === 'premium';
}

const svgStyle = { width: '1em', height: '1em', verticalAlign: '-0.125em', flexShrink: 0 } as const;

/**
 * The plan marks: a cube for Pro, a gem for Premium. Decorative; the surrounding link or
 * element carries the accessible name.
 */
export function PlanIcon({ plan }: { plan: PaidPlan }) {
  if (plan === 'pro') {
    return (
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="plan-pro" style={svgStyle}>
        <path fill="hsl(210, 98%, 48%)" d="M8 .8 14.4 4.4v7.2L8 15.2 1.6 11.6V4.4z" />
        <path fill="hsl(210, 100%, 80%)" d="M8 .8 14.4 4.4 8 8 1.6 4.4z" />
        <path fill="hsl(212, 100%, 30%)" d="M8 8v7.2l6.4-3.6V4.4z" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="plan-premium" style={svgStyle}>
      <path fill="hsl(275, 70%, 52%)" d="M4 1.6h8l3.2 4.2L8 14.8.8 5.8z" />
      <path fill="hsl(275, 90%, 82%)" d="M4 1.6h8l3.2 4.2H.8z" />
      <path fill="hsl(275, 75%, 34%)" d="M8 14.8 11 5.8h4.2z" />
    </svg>
  );
}
