import { Suspense, type ReactNode } from "react";
import { ErrorBoundary } from "./ErrorBoundary";

/**
 * Wraps lazily loaded, optional shell UI (the pricing header, market cap, fiat source): nothing
 * is shown while its chunk loads, and if the chunk cannot be loaded (offline, a deploy replaced
 * it) the rest of the app goes on without it; the failure is logged as a warning naming `what`.
 */
export function OptionalLazy({ what, children }: { what: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={null}
      onError={(error) => console.warn(`[${what}] could not be loaded; going on without it`, error)}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
