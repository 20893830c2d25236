import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

export interface ErrorBoundaryProps {
  children: ReactNode;
  headingLevel?: 1 | 2;
  /** What replaces a failed island; header islands pass `null` and simply disappear. */
  fallback?: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a render failure in an island and shows the generic error screen instead. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Island failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      if (this.props.fallback !== undefined) return this.props.fallback;
      return <ErrorScreen headingLevel={this.props.headingLevel ?? 2} />;
    }
    return this.props.children;
  }
}
