import { Trans } from "@lingui/react/macro";
import { useRevalidator, useRouteError } from "react-router-dom";
import { ErrorState, RetryButton } from "@/shared/ui/ErrorState";

/** A chunk (lazy route module) that failed to load: the deploy changed or the network dropped. */
const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk/i;

/**
 * Route-level error view (the layout's error boundary around the page): a chunk that failed to load
 * shows 'Loading chunk {name} failed' with a reload button (a reload picks up a new deploy);
 * anything else the app's error view (words by the failure's kind, technical detail behind a
 * disclosure) with "Try again". Never a blank page.
 */
export function RouteError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message = error instanceof Error ? error.message : String(error);
  const chunk = CHUNK_LOAD_ERROR.test(message);
  // the chunk's file name from the browser's message
  const name = /([\w.-]+\.js)/.exec(message)?.[1] ?? "page";
  if (!chunk)
    return (
      <ErrorState
        variant="page"
        error={error}
        onRetry={onRetry ?? (() => window.location.reload())}
      />
    );
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-3 p-6 text-center">
      <h1 className="m-0 text-xl font-semibold">
        <Trans>Loading chunk {name} failed</Trans>
      </h1>
      <p className="m-0 text-muted">
        <Trans>The explorer may have been updated, or the connection dropped.</Trans>
      </p>
      {/* a reload picks up a new deploy */}
      <RetryButton onClick={() => window.location.reload()}>
        <Trans>Reload</Trans>
      </RetryButton>
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
