import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { safeHttpUrl } from "./external-url";
import { Icon } from "./Icon";

export interface ExternalLinkProps {
  /** Untrusted URL (from chain data). */
  href: string;
  /** Link text; default the URL itself. */
  children?: ReactNode;
  /** Ask for a disclaimer before leaving the site. */
  requireDisclaimer?: boolean;
  /** Whether the disclaimer was accepted already (kept by the caller). */
  disclaimerAccepted?: boolean;
  /** Called instead of navigating when the disclaimer is required and not accepted. */
  onNeedsDisclaimer?: (url: string) => void;
  /** Show the "external" icon (default true). */
  showIcon?: boolean;
  className?: string;
}

/**
 * Link to another site (business websites, bridgechain repositories): an `<a target="_blank"
 * rel="noopener noreferrer nofollow">` ONLY for absolute http:/https: URLs; anything else is
 * rendered as plain text. With `requireDisclaimer` and not `disclaimerAccepted`, a click is
 * prevented and `onNeedsDisclaimer(url)` is called (the caller shows the Disclaimer modal).
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
  const text = children ?? href;
  if (!url) return <span className={`break-all ${className}`}>{text}</span>;
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
