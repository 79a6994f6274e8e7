import { Link as GatsbyLink } from 'gatsby';
import { useLanguage, useTranslate } from '../../i18n/LanguageProvider';
import { toPagePath } from '../../lib/paths';
import { PlanIcon, type PaidPlan } from './PlanIcon';

/** Where each plan is explained. The anchors are the licensing page's section ids. */
export const PLAN_ANCHORS: Record<PaidPlan, string> = {
  pro: '/x/introduction/licensing#pro-plan',
  premium: '/x/introduction/licensing#premium-plan',
};

const anchorStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  padding: 2,
  borderRadius: 4,
  lineHeight: 1,
} as const;

/** A plan icon that links to the plan's section of the licensing page, titled "Pro plan". */
export function PlanLink({ plan, className }: { plan: PaidPlan; className?: string }) {
  const lang = useLanguage();
  const t = useTranslate();
  const label = plan === 'pro' ? t('proPlan') : t('premiumPlan');
  return (
    <GatsbyLink
      to={toPagePath(PLAN_ANCHORS[plan], lang)}
      title={label}
      aria-label={label}
      className={className}
      style={anchorStyle}
    >
      <PlanIcon plan={plan} />
    </GatsbyLink>
  );
}
