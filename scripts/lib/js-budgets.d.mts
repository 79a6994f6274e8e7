/** Types of js-budgets.mjs, for the TypeScript tests that import it. */
export type PageKind = 'prose' | 'api' | 'demos';
export type Budgets = Record<PageKind, number>;
export interface MeasuredPage {
  path: string;
  kind: PageKind;
  /** First-load JavaScript, bytes of gzip. */
  gzip: number;
}
export interface PageOverBudget extends MeasuredPage {
  budget: number;
  excess: number;
}
export const JS_BUDGETS: Budgets;
export function pageKind(page: { html: string; componentChunkName: string }): PageKind;
export function pagesOverBudget(pages: MeasuredPage[], budgets?: Budgets): PageOverBudget[];
export function budgetReport(over: PageOverBudget[], pages: MeasuredPage[], budgets?: Budgets): string;
export function checkJsBudgets(
  publicDir: string,
  budgets?: Budgets,
): { ok: boolean; pages: MeasuredPage[]; over: PageOverBudget[]; report: string };
