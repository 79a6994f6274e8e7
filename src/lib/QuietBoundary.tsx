import * as React from 'react';

/**
 * Renders nothing in place of children that failed, for parts of the page the reader can do
 * without (a lazily loaded tracker whose chunk could not be fetched offline).
 */
export class QuietBoundary extends React.Component<{ children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): React.ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
