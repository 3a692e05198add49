import { Trans } from "@lingui/react/macro";
import { Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation, useNavigation } from "react-router-dom";
import { ErrorBoundary } from "@/shared/ui/ErrorBoundary";
import { Spinner } from "@/shared/ui/Spinner";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { NodeBanner } from "./NodeBanner";
import { RecoveryWatcher } from "./RecoveryWatcher";
import { RouteError } from "./RouteError";
import { StatsBar } from "./StatsBar";

/**
 * Scrolls to the top on every navigation, as a new page load would. When the navigation left focus
 * nowhere (the link was in the mobile menu, which closes, or in content that was replaced), focus
 * goes to <main>, so the next Tab continues in the new page instead of at the top of the document.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (shown.current === pathname) return; // first render
    shown.current = pathname;
    // after the page and the menu rendered
    const id = window.setTimeout(() => {
      const active = document.activeElement;
      const lost =
        !active ||
        active === document.body ||
        !active.isConnected ||
        !(active as HTMLElement).offsetParent;
      if (lost) document.getElementById("main")?.focus({ preventScroll: true });
    }, 0);
    return () => window.clearTimeout(id);
  }, [pathname]);
  return null;
}

/**
 * A thin bar at the top while the next page's code loads (the current page stays until then, so a
 * click never blanks the screen); decorative: the new page's title is what is announced.
 */
function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  return (
    <div
      aria-hidden="true"
      className={`fixed inset-x-0 top-0 z-50 h-0.5 bg-accent transition-opacity ${busy ? "animate-pulse opacity-100 delay-150" : "opacity-0"}`}
    />
  );
}

/**
 * The page frame: skip link, header, node banner, stats bar, the routed page, footer. `loading`:
 * the first page's code is not in yet (a slow connection: the start-up stops waiting for it after
 * 1.5 s and renders), so <main> shows the loading indicator in place of the page, in the frame the
 * page will have, instead of an empty screen.
 */
export function Layout({ loading = false }: { loading?: boolean }) {
  const { pathname, search } = useLocation();
  const navigating = useNavigation().state !== "idle";
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
      <NavigationProgress />
      <ScrollToTop />
      <RecoveryWatcher />
      <Header />
      <NodeBanner />
      <StatsBar />
      {/* at least a screen high: the footer starts below the fold, so content arriving never shifts it (layout shift).
          aria-busy while the next page loads (the current one stays shown until then); data-location names the
          URL whose page is shown, so a test can tell the old page from the new one after a hash change */}
      <main
        id="main"
        tabIndex={-1}
        aria-busy={navigating || loading}
        data-location={pathname + search}
        className="mx-auto min-h-svh w-full max-w-7xl flex-1 px-3 py-4 outline-none md:px-6"
      >
        <ErrorBoundary
          resetKeys={[pathname]}
          fallback={({ error, reset }) => <RouteError error={error} onRetry={reset} />}
        >
          <Suspense fallback={<Spinner />}>{loading ? <Spinner /> : <Outlet />}</Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
