/**
 * The styling solutions a demo can be written in. The default (`system`, Material UI's `sx` and
 * styled API) is `demos/<Name>.tsx`; every other one is an optional `demos/<styling>/<Name>.tsx`.
 * The reader's choice among them is remembered (code preferences).
 */
export const DEMO_STYLINGS = ['system', 'css', 'tailwind'] as const;
export type DemoStyling = (typeof DEMO_STYLINGS)[number];
export const DEFAULT_DEMO_STYLING: DemoStyling = 'system';

export function isDemoStyling(value: unknown): value is DemoStyling {
  return (DEMO_STYLINGS as readonly unknown[]).includes(value);
}
