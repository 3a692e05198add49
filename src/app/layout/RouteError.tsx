import { Trans } from "@lingui/react/macro";
import { useRevalidator, useRouteError } from "react-router-dom";

/** A chunk (lazy route module) that failed to load: the deploy changed or the network dropped. */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk/i.test(message);
}

function chunkName(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const match = /([\w.-]+\.js)/.exec(message);
  return match?.[1] ?? "page";
}

/**
 * Route-level error view (the layout's error boundary around the page): a chunk that failed to load
 * shows 'Loading chunk {name} failed' with a reload button (a reload picks up a new deploy);
 * anything else a readable message with "Try again". Never a blank page.
 */
export function RouteError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (isChunkLoadError(error)) {
    const name = chunkName(error);
    return (
      <div role="alert" className="mx-auto max-w-xl p-6 text-center">
        <h1 className="mb-2 text-xl font-semibold">
          <Trans>Loading chunk {name} failed</Trans>
        </h1>
        <p className="mb-4 text-muted">
          <Trans>The explorer may have been updated, or the connection dropped.</Trans>
        </p>
        <button type="button" className="rounded bg-accent px-4 py-2 text-accent-contrast" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </button>
      </div>
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" className="mx-auto max-w-xl p-6 text-center">
      <h1 className="mb-2 text-xl font-semibold">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="mb-4 break-words text-muted">{message}</p>
      <button type="button" className="rounded bg-accent px-4 py-2 text-accent-contrast" onClick={() => (onRetry ? onRetry() : window.location.reload())}>
        <Trans>Try again</Trans>
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
