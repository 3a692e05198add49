import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Badge } from "./Badge";
import { safeHttpUrl, shownHttpUrl } from "./external-url";
import { Icon } from "./Icon";

export interface ExternalLinkProps {
  /** Untrusted URL (from chain data). */
  href: string;
  /** Link text; default the URL as the browser parsed it (its host in punycode). */
  children?: ReactNode;
  /** Ask for a disclaimer before leaving the site. */
  requireDisclaimer?: boolean;
  /** Whether the disclaimer was accepted already (kept by the caller). */
  disclaimerAccepted?: boolean;
  /** Called instead of navigating when the disclaimer is required and not accepted. */
  onNeedsDisclaimer?: (url: string) => void;
  /** Show the "external" icon (default true). */
  showIcon?: boolean;
  /** Classes of the link; never applied to the plain text an unsafe URL becomes. */
  className?: string;
}

/**
 * Link to another site (business websites, bridgechain repositories): an `<a target="_blank"
 * rel="noopener noreferrer nofollow">` ONLY for absolute http:/https: URLs without a user name or
 * password, showing (unless given `children`) the URL as the browser parsed it, so the host shown
 * is the host it goes to; anything else (`javascript:`, `data:`, other schemes, relative or broken
 * URLs, `https://ark.io@evil.example`) is rendered as plain, unstyled text as written followed by
 * a visible "Unsafe link" badge, so that it is neither clickable nor mistaken for a link. With `requireDisclaimer` and not `disclaimerAccepted`, a click is
 * prevented, the link is focused (so the dialog gives focus back to it, also where a click does
 * not focus links) and `onNeedsDisclaimer(url)` is called (the caller shows the Disclaimer modal).
 */
export function ExternalLink({
  href,
  children,
  requireDisclaimer = false,
  disclaimerAccepted = false,
  onNeedsDisclaimer,
  showIcon = true,
  className = "",
}: ExternalLinkProps) {
  const url = safeHttpUrl(href);
  const text = children ?? shownHttpUrl(href) ?? href;
  if (!url) {
    if (!href.trim()) return <span className="break-all">{text}</span>;
    return (
      <span className="break-all" data-testid="unsafe-url">
        <span>{text}</span>{" "}
        <Badge tone="warning" className="align-middle">
          <Trans>Unsafe link</Trans>
        </Badge>
      </span>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      referrerPolicy="no-referrer"
      className={`inline-flex items-center gap-1 break-all ${className}`}
      onClick={(event) => {
        if (requireDisclaimer && !disclaimerAccepted) {
          event.preventDefault();
          event.currentTarget.focus();
          onNeedsDisclaimer?.(url);
        }
      }}
    >
      {text}
      {showIcon ? <Icon name="external" className="size-3.5" /> : null}
      <span className="sr-only">
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
