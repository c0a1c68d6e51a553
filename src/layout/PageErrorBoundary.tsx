import { Component, type ReactNode } from 'react';
import { BASE_URL } from '../lib/base-url.ts';

interface State {
  failed: boolean;
}

/**
 * Shown when a page fails to render in the browser. Pre-rendering has no error boundaries, so the same
 * failure at build time stops the build instead of being written out as a page.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mx-auto max-w-xl px-5 py-32 text-center">
        <h1 className="font-display text-3xl text-navy-900">Something went wrong</h1>
        <p className="mt-4 text-navy-700">
          This page could not be shown. <a className="underline" href={BASE_URL}>Return to Home</a>
        </p>
      </div>
    );
  }
}
