import { Component, type ErrorInfo, type ReactNode } from 'react';
import { TilePlaceholder } from './tile-placeholder';

interface Props {
  /** The tile's name, for the editor. */
  name: string;
  preview: boolean;
  children: ReactNode;
}

/**
 * Keeps one broken tile from breaking the page: diners see nothing in its place, editors in
 * preview see which tile failed and why.
 */
export class TileErrorBoundary extends Component<Props, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Tile "${this.props.name}" failed to render`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (!this.props.preview) return null;
    return (
      <TilePlaceholder
        name={this.props.name}
        problem={`It failed to render: ${this.state.error.message}`}
      />
    );
  }
}
