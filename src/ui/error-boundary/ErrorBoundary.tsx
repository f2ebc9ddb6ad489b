import { Component, type ErrorInfo, type ReactNode } from 'react';
import { appendErrorLog } from '@/core/errors/error-log';

interface Props {
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** Named in the error log, e.g. `note:abc123`. */
  where: string;
  children: ReactNode;
}

/** Keeps a failure local: one broken note shows a placeholder instead of taking its timeline down. */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    appendErrorLog({ time: Date.now(), status: 'render', response: `${error.message}\n${info.componentStack ?? ''}`.slice(0, 2000), endpoint: this.props.where, parameters: '' });
  }

  override render() {
    if (this.state.error) return this.props.fallback(this.state.error, () => this.setState({ error: null }));
    return this.props.children;
  }
}
