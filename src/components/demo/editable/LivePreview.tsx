import * as React from 'react';

interface BoundaryProps {
  /** Shown instead of the children once they throw. */
  fallback: React.ReactNode;
  onError?: (error: unknown) => void;
  children: React.ReactNode;
}

/** Catches what the edited demo throws while rendering, so that the page goes on. */
class RenderBoundary extends React.Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  override render(): React.ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Calls `onCommit` once the edited demo has rendered without throwing. */
function Committed({ onCommit }: { onCommit: () => void }) {
  const onCommitRef = React.useRef(onCommit);
  React.useEffect(() => onCommitRef.current(), []);
  return null;
}

interface LivePreviewProps {
  /** The edited demo; a new one (a new `version`) remounts it. */
  Component: React.ComponentType;
  version: number;
  onRenderError: (error: unknown) => void;
}

/**
 * The edited demo, inside an error boundary. When a version throws while rendering, the last
 * version that rendered stays on screen (remounted), and the error goes to `onRenderError`.
 * Memoized: the demo around it renders again for reasons of its own (the toolbar, the code panel),
 * and an edited grid should not render again with it.
 */
export const LivePreview = React.memo(function LivePreview({ Component, version, onRenderError }: LivePreviewProps) {
  const [LastGood, setLastGood] = React.useState<React.ComponentType | null>(null);
  const fallback = LastGood ? (
    <RenderBoundary fallback={null}>
      <LastGood />
    </RenderBoundary>
  ) : null;
  return (
    <RenderBoundary key={version} fallback={fallback} onError={onRenderError}>
      <Component />
      <Committed onCommit={() => setLastGood(() => Component)} />
    </RenderBoundary>
  );
});
