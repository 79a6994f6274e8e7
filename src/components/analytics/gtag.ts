declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Sends to the global tag function, fire and forget. The page defines `window.gtag` before any
 * script runs (see analyticsBootstrapScript): with a measurement id the tag script sends the
 * queue; without one, calls still queue into `window.dataLayer`, where they can be observed.
 */
export function gtag(...args: unknown[]): void {
  if (typeof window !== 'undefined' && typeof window.gtag === 'function') {
    window.gtag(...args);
  }
}

export function sendEvent(name: string, params: Record<string, unknown>): void {
  gtag('event', name, params);
}

/** Defines the queue and the tag function; inlined in every page's head. */
export function analyticsBootstrapScript(): string {
  return 'window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){window.dataLayer.push(arguments)};';
}
