import { Component, type ReactNode } from 'react';
import { ErrorScreen } from '../features/common/screens/error-screen';

/**
 * The last resort around the router: an error the routes' own error pages cannot catch (in the layout, the page
 * transition, the router itself) shows the translated error page instead of a blank one.
 */
export class RootErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const retry = () => this.setState({ failed: false });
    return <ErrorScreen onRetry={retry} onHome={retry} />;
  }
}
