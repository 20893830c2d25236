import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

export interface ErrorBoundaryProps {
  children: ReactNode;
  headingLevel?: 1 | 2;
  /** What replaces a failed island; header islands pass `null` and simply disappear. */
  fallback?: ReactNode;
  /** A failure is forgotten when this changes: a row reused for another run tries it afresh. */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/** Catches a render failure in an island and shows the generic error screen instead. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey)
      ? null
      : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<State> {
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
