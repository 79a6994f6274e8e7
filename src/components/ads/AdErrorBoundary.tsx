import * as React from 'react';
import { sendEvent } from '../analytics/gtag';

interface AdErrorBoundaryProps {
  /** Analytics label of the placement (`body-top`, `demo-inline`). */
  placement: string;
  children: React.ReactNode;
}

/** A crashing ad renders nothing and reports the crash; the page around it is unaffected. */
export class AdErrorBoundary extends React.Component<AdErrorBoundaryProps, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(): void {
    sendEvent('ad', { eventAction: 'crash', eventLabel: this.props.placement });
  }

  override render(): React.ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}
