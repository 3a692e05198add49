import { Trans } from "@lingui/react/macro";
import { useRevalidator, useRouteError } from "react-router-dom";

/** A chunk (lazy route module) that failed to load: the deploy changed or the network dropped. */
const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk/i;

/**
 * Route-level error view (the layout's error boundary around the page): a chunk that failed to load
 * shows 'Loading chunk {name} failed' with a reload button (a reload picks up a new deploy);
 * anything else a readable message with "Try again". Never a blank page.
 */
export function RouteError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message = error instanceof Error ? error.message : String(error);
  const chunk = CHUNK_LOAD_ERROR.test(message);
  // the chunk's file name from the browser's message
  const name = /([\w.-]+\.js)/.exec(message)?.[1] ?? "page";
  return (
    <div role="alert" className="mx-auto max-w-xl p-6 text-center">
      <h1 className="mb-2 text-xl font-semibold">
        {chunk ? <Trans>Loading chunk {name} failed</Trans> : <Trans>Something went wrong</Trans>}
      </h1>
      <p className="mb-4 break-words text-muted">
        {chunk ? <Trans>The explorer may have been updated, or the connection dropped.</Trans> : message}
      </p>
      {/* a reload picks up a new deploy; any other error is retried in place when it can be */}
      <button type="button" className="rounded bg-accent px-4 py-2 text-accent-contrast" onClick={() => (onRetry && !chunk ? onRetry() : window.location.reload())}>
        {chunk ? <Trans>Reload</Trans> : <Trans>Try again</Trans>}
      </button>
    </div>
  );
}

/**
 * The route table's error element: a page chunk that failed to load, or an error a page threw while
 * rendering, shown in the layout (header and menu stay usable); "Try again" runs the route again.
 */
export function RouteErrorElement() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return <RouteError error={error} onRetry={() => void revalidator.revalidate()} />;
}
