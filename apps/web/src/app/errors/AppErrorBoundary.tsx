import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FallbackPage } from './FallbackPage';

interface State {
  failed: boolean;
}

/** Last line of defence around everything, router included: never a white screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <main id="main-content">
          <FallbackPage />
        </main>
      );
    }
    return this.props.children;
  }
}
