import * as React from 'react';
import type { DemoModule } from './demo-types';
import { DemoIframe } from './DemoIframe';

interface DemoPreviewProps {
  /** Shown if the demo's code cannot be loaded (offline, for instance). */
  failedMessage: string;
  /** DOM id of the preview, used to find its server-rendered markup. */
  id: string;
  load: () => Promise<DemoModule>;
  /** Changing it remounts the demo (Reset demo, styling switch). */
  resetKey: string;
  iframe: boolean;
  height?: number;
  /** The edited demo, shown instead of the original once the reader has edited its code. */
  live?: React.ReactNode;
}

/** How far below the viewport a demo starts loading. */
const ROOT_MARGIN = '400px 0px';

const isBrowser = typeof window !== 'undefined';

/** True during the first render after the server-rendered page loads (see onInitialClientRender). */
function isHydrating(): boolean {
  return isBrowser && !document.documentElement.hasAttribute('data-hydrated');
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 1500 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/**
 * The live demo. The server renders it in full, so the page arrives complete. In the browser the
 * demo's code is loaded, and the demo brought to life, only when it comes near the viewport and
 * the browser is idle: until then the server's markup stays on screen as it is. A page full of
 * grids therefore starts as fast as a page of text, and each demo is rendered later in short slices
 * (a React transition) rather than one long task.
 * Demos that only render in the browser (iframes) keep a reserved box of their `height`.
 */
export function DemoPreview({ id, load, resetKey, iframe, height, failedMessage, live }: DemoPreviewProps) {
  const [serverHtml] = React.useState(() =>
    isHydrating() && !iframe ? (document.getElementById(id)?.innerHTML ?? null) : null,
  );
  const [Component, setComponent] = React.useState<React.ComponentType | null>(null);
  const [failed, setFailed] = React.useState(false);
  const containerRef = React.useRef<HTMLDivElement>(null);
  const [LazyForServer] = React.useState(() => (isBrowser ? null : React.lazy(load)));

  React.useEffect(() => {
    if (Component) return undefined;
    const container = containerRef.current;
    if (!container) return undefined;
    let cancelIdle: (() => void) | null = null;
    let cancelled = false;
    const activate = () => {
      observer.disconnect();
      cancelIdle?.();
      load().then(
        (module) => {
          if (cancelled) return;
          // A transition: React renders the demo in slices of a few milliseconds, yielding to the
          // browser between them, and the server's markup stays on screen until it is done.
          React.startTransition(() => setComponent(() => module.default));
        },
        () => !cancelled && setFailed(true),
      );
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          cancelIdle = whenIdle(activate);
        }
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(container);
    // A reader who reaches for the demo before it is live makes it live at once.
    container.addEventListener('pointerdown', activate, { once: true });
    container.addEventListener('focusin', activate, { once: true });
    return () => {
      cancelled = true;
      observer.disconnect();
      cancelIdle?.();
      container.removeEventListener('pointerdown', activate);
      container.removeEventListener('focusin', activate);
    };
  }, [Component, load]);

  let content: React.ReactNode;
  if (LazyForServer) {
    content = iframe ? null : (
      <React.Suspense fallback={null}>
        <LazyForServer />
      </React.Suspense>
    );
  } else if (live) {
    content = iframe ? (
      <DemoIframe title={id} height={height ?? 400}>
        {live}
      </DemoIframe>
    ) : (
      live
    );
  } else if (Component) {
    content = iframe ? (
      <DemoIframe title={id} height={height ?? 400}>
        <Component key={resetKey} />
      </DemoIframe>
    ) : (
      <Component key={resetKey} />
    );
  } else if (failed) {
    content = <p role="alert">{failedMessage}</p>;
  } else if (serverHtml !== null) {
    // Keeps the server's markup untouched until the demo is live (React does not look inside).
    return (
      <div
        id={id}
        ref={containerRef}
        className="demo-root"
        style={height ? { minHeight: height } : undefined}
        dangerouslySetInnerHTML={{ __html: serverHtml }}
      />
    );
  } else {
    content = null;
  }
  return (
    <div
      id={id}
      ref={containerRef}
      className="demo-root"
      style={height ? { minHeight: height } : undefined}
      data-live={Component || live ? 'true' : undefined}
      data-edited={live ? 'true' : undefined}
    >
      {content}
    </div>
  );
}
