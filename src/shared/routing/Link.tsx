import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";
import { createPath, useLinkClickHandler, useResolvedPath, type To } from "react-router-dom";

/** Props of {@link Link}: an anchor's, with the in-app target `to` instead of `href`. */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** The in-app path (hash routing turns it into `#/…`). */
  to: To;
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to a page of the app: a real `<a href>` (open in a new tab, copy the address, middle
 * click all work) whose plain left click navigates in place. The same as react-router's own
 * `Link` for what the app uses; that one also carries framework-mode prefetching and route
 * discovery, which a hash-routed single-page build never runs but which every first visit would
 * download (~7 KB of minified code, ~2 KB gzip, in the shell).
 *
 * The href is `#` + the resolved path (the app routes on the URL's fragment only), built here:
 * react-router's `useHref` asks the hash history, which looks for a `<base>` element with
 * `document.querySelector("base")` on every call. The app has none (index.html is ours), and with
 * none the query walks the whole document each time: a page of a few hundred links spent ~160 ms
 * of a throttled phone's CPU in it, growing with the page (links × nodes).
 */
export function Link({ to, replace, target, onClick, children, ...rest }: LinkProps) {
  const href = `#${createPath(useResolvedPath(to))}`;
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
