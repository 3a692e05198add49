import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";
import { createPath, useLocation, useNavigate } from "react-router-dom";

/** Props of {@link Link}: an anchor's, with the in-app target `to` instead of `href`. */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** The in-app path, absolute (`/wallets/…`, from `paths`); hash routing turns it into `#/…`. */
  to: string;
  /** Replace the current history entry instead of pushing one (default: only for a link to the page shown). */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * Whether a click is the browser's to handle: another button, a modifier key (new tab, new
 * window, download) or another target. The same rule as react-router's own links.
 */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button !== 0 ||
    (target !== undefined && target !== "_self") ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

/**
 * A link to a page of the app: a real `<a href>` (open in a new tab, copy the address, middle
 * click all work) whose plain left click navigates in place, pushing a history entry (replacing
 * it for a link to the page shown, as react-router's `Link` does). react-router's own `Link` also
 * carries framework-mode prefetching and route discovery, which a hash-routed single-page build
 * never runs but which every first visit would download (~7 KB of minified code, ~2 KB gzip, in
 * the shell).
 *
 * Every path of the app is absolute (built by `paths`), so the href is `#` + the path as it is,
 * with no resolution against the matched routes: react-router's `useHref` / `useResolvedPath`
 * serialise the route matches and resolve the path on every render of every link, twice per
 * link with its click handler (a page of ~100 links, the delegate monitor's, spent tens of ms of
 * a phone's first render in it), and `useHref` asks the hash history, which searches the whole
 * document for a `<base>` element each time.
 */
export function Link({ to, replace, target, onClick, children, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || leftToBrowser(event, target)) return;
    event.preventDefault();
    void navigate(to, { replace: replace ?? createPath(location) === to });
  };
  return (
    <a {...rest} href={`#${to}`} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
