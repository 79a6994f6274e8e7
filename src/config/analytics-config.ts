/** Analytics settings the browser code reads (GATSBY_* variables are inlined at build time). */
export const analyticsConfig = {
  /** Share of sessions that report web vitals; about 0.01 % by default (spec §9). */
  webVitalsSampleRate: Number(process.env.GATSBY_WEB_VITALS_SAMPLE_RATE ?? '0.0001'),
} as const;
