import { Trans } from "@lingui/react/macro";
import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { ErrorBoundary } from "@/shared/ui/ErrorBoundary";
import { Spinner } from "@/shared/ui/Spinner";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { NodeBanner } from "./NodeBanner";
import { RecoveryWatcher } from "./RecoveryWatcher";
import { RouteError } from "./RouteError";
import { StatsBar } from "./StatsBar";

/** Scrolls to the top on every navigation (§2) and moves focus to <main> for screen readers. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The page frame: skip link, header, node banner, stats bar, the routed page, footer. */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById("main")?.focus();
        }}
      >
        <Trans>Skip to content</Trans>
      </a>
      <ScrollToTop />
      <RecoveryWatcher />
      <Header />
      <NodeBanner />
      <StatsBar />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-3 py-4 outline-none md:px-6">
        <ErrorBoundary resetKeys={[pathname]} fallback={({ error, reset }) => <RouteError error={error} onRetry={reset} />}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
