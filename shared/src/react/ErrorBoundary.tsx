import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after they threw; `reset` renders them again. */
  fallback: (reset: () => void) => ReactNode;
  /** Which application or fragment this guards, for the console. */
  name: string;
  children?: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps one team's render error inside that team's part of the page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.name} failed to render`, error, info.componentStack);
  }

  private readonly reset = () => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
