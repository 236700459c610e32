import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { generalMessages } from '@hireloop/shared';

interface BoundaryProps {
  children: ReactNode;
  /** The location the error happened at: moving elsewhere leaves the error screen. */
  locationKey: string;
}

interface BoundaryState {
  error: unknown;
  locationKey: string;
}

const grey = 'rgba(200,200,200, 0.5)';

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey
      ? null
      : { error: undefined, locationKey: props.locationKey };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const message = error instanceof Error ? error.message : JSON.stringify(error);
    const stack = error instanceof Error ? error.stack : null;
    return (
      <>
        <h2>{generalMessages.unexpectedApplicationError}</h2>
        <h3 style={{ fontStyle: 'italic' }}>{message}</h3>
        {stack ? <pre style={{ padding: '0.5rem', backgroundColor: grey }}>{stack}</pre> : null}
      </>
    );
  }
}

/**
 * The generic failure screen for routing errors (docs/product.md section 8: the router's built-in "Unexpected
 * Application Error" screen), drawn as React Router's data router draws it: a screen that throws
 * while rendering, or whose chunk fails to load, shows the error's message and stack.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary locationKey={location.key}>{children}</Boundary>;
}
