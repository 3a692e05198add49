import { useEffect, useState } from "react";
import type { AppRouter } from "./router";

/**
 * Keeps the screen on the router's page when the router moved on while the app's first render was
 * under way. react-router's `RouterProvider` takes the router's state when it renders and listens
 * to it only once the tree is on screen. The first render is a transition (main.tsx): React
 * renders it in slices and lets other tasks run in between. A navigation that completes in one of
 * those gaps (the address changed or a link followed during start-up; the first page's chunk
 * arriving late) was never shown: the address named one page while the screen stayed on the one
 * before, or on the loading layout, until the next click. (The router keeps an update for its
 * first listener only when nobody else listens; the start-up's own wait for the first navigation
 * listens too.)
 *
 * Render it just before `<RouterProvider>`: it takes the state at the same point of the render,
 * and once everything is on screen (passive effects run after `RouterProvider` subscribed), it
 * compares. When the state moved on and no navigation is under way, `router.revalidate()` hands
 * the current state to every listener (and runs the page's data functions again, which find their
 * queries in the cache). A navigation still under way reaches the screen when it completes.
 */
export function RouterCatchUp({ router }: { router: AppRouter }) {
  const [rendered] = useState(() => router.state);
  useEffect(() => {
    if (router.state !== rendered && router.state.navigation.state === "idle")
      void router.revalidate();
  }, [router, rendered]);
  return null;
}
