/** The site mark: two stacked blocks and an X. Decorative; the surrounding link is labelled. */
export function SiteLogo() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="4" width="12" height="11" rx="3" fill="currentColor" />
      <rect x="2" y="17" width="12" height="11" rx="3" fill="currentColor" opacity="0.55" />
      <path d="m18 6 12 20M30 6 18 26" stroke="currentColor" strokeWidth="3.4" strokeLinecap="round" />
    </svg>
  );
}
