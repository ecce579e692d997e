import { Component, type ErrorInfo, type ReactNode } from "react";
import { PageError } from "./page-error";

type Props = { resetKey: string; children: ReactNode };
type State = { failed: boolean; resetKey: string };

/** Catches a page that fails to render or to load; moving to another page tries again. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}
