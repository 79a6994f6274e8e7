/**
 * A problem found while validating data. Validation functions are pure and return problems;
 * the Gatsby lifecycles decide how to report them (always through the reporter).
 */
export interface Problem {
  /** Repository-relative path of the file to fix. */
  file: string;
  message: string;
}

export function formatProblems(problems: readonly Problem[]): string {
  return problems.map((problem) => `${problem.file}: ${problem.message}`).join('\n');
}
