import { Component, type ReactNode } from 'react';
import { Alert } from '../ui/Alert';

/** SPEC §8: when the output cannot be drawn, say so instead of a blank page. */
export class OutputErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('The output panel failed to render.', error);
  }

  override render() {
    if (this.state.failed) return <Alert>Error rendering output</Alert>;
    return this.props.children;
  }
}
