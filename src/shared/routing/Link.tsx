import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";
import { useHref, useLinkClickHandler, type To } from "react-router-dom";

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
 */
export function Link({ to, replace, target, onClick, children, ...rest }: LinkProps) {
  const href = useHref(to);
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
