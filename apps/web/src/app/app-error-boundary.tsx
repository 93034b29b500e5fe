import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FailureScreen } from './screens/failure-screen';

interface AppErrorBoundaryState {
  failed: boolean;
}

/**
 * Last line of defence for errors outside the router's reach (providers, the router itself). Route
 * render errors are caught first by the router's errorElement. Error boundaries must be classes.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Application crashed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <FailureScreen /> : this.props.children;
  }
}
