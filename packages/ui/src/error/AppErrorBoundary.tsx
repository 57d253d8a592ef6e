import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

export interface AppErrorBoundaryProps {
  children: ReactNode;
  /** Replaces the generic error screen; receives the error and a function that clears it. */
  fallback?: (props: { error: unknown; reset: () => void }) => ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Called after "Try Again" cleared the error, e.g. to invalidate cached data. */
  onReset?: () => void;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/** Catches render errors below it and shows the generic error screen; "Try Again" renders the children again. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Error reporting to a service is disabled in this build (SPEC §9); the console keeps the details.
    console.error('Unhandled error in the interface', error, info.componentStack);
    this.props.onError?.(error, info);
  }

  reset = (): void => {
    this.setState({ error: null, hasError: false });
    this.props.onReset?.();
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    if (this.props.fallback) return this.props.fallback({ error: this.state.error, reset: this.reset });
    return <ErrorScreen onRetry={this.reset} />;
  }
}
