import { Component, type ReactNode } from 'react';

/**
 * A page that fails to render (its chunk gone after a deploy, a bug) leaves the page area empty
 * instead of taking the whole app down: header, notices and dialogs stay, so the failed-chunk
 * notice can still be read.
 */
export class RouteBoundary extends Component<
  { path: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.warn(`page ${this.props.path} failed`, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
