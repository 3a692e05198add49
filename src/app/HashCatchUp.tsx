import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";

/**
 * The first render is a time-sliced transition (main.tsx): a hash change while it runs (a link
 * followed, back/forward, a script setting location.hash) happens before the router listens and
 * would be lost. Once subscribed, the router catches up with the address bar.
 */
export function HashCatchUp() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const hash = window.location.hash.replace(/^#/, "") || "/";
    if (hash !== `${location.pathname}${location.search}${location.hash}`) void navigate(hash, { replace: true });
    // once, after the first commit (passive effects run after the router subscribed)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
