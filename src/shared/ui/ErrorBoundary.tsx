import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorState } from "./ErrorState";

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Custom fallback: a node, or a function of the error and a reset callback. */
  fallback?: ReactNode | ((props: { error: unknown; reset: () => void }) => ReactNode);
  /** When any of these change (e.g. the route or an id), a caught error is cleared. */
  resetKeys?: readonly unknown[];
  /** Called with the error (e.g. for logging). */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/**
 * Catches render errors below it and shows `fallback` or an ErrorState whose "Try again"
 * re-renders the children. Resets itself when `resetKeys` change.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  componentDidUpdate(prev: ErrorBoundaryProps) {
    if (!this.state.hasError) return;
    const a = prev.resetKeys ?? [];
    const b = this.props.resetKeys ?? [];
    if (a.length !== b.length || a.some((key, i) => !Object.is(key, b[i]))) this.reset();
  }

  reset = () => this.setState({ error: null, hasError: false });

  render() {
    if (!this.state.hasError) return this.props.children;
    const { fallback } = this.props;
    if (typeof fallback === "function")
      return fallback({ error: this.state.error, reset: this.reset });
    if (fallback !== undefined) return fallback;
    return <ErrorState error={this.state.error} onRetry={this.reset} />;
  }
}
