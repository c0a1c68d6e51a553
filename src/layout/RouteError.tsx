import { useRouteError } from 'react-router-dom';

/**
 * Shown when a page fails to render in the browser. While pre-rendering, the error is thrown on, so a
 * broken page fails the build instead of being written out as an error page.
 */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.SSR) throw error;
  console.error(error);
  return (
    <main className="mx-auto max-w-xl px-5 py-32 text-center">
      <h1 className="font-display text-3xl text-navy-900">Something went wrong</h1>
      <p className="mt-4 text-navy-700">
        This page could not be shown. <a className="underline" href={import.meta.env.BASE_URL}>Return to Home</a>
      </p>
    </main>
  );
}
