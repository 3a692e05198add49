import { createContext, useContext, useMemo, type ReactNode } from "react";
import { ExternalLink } from "@/shared/ui/ExternalLink";
import { useExternalLinkGuard } from "@/shared/ui/LinkDisclaimer";

type Guard = { accepted: boolean; request: (url: string) => void };
const GuardContext = createContext<Guard | null>(null);

/**
 * One link disclaimer for every {@link ChainLink} inside (a whole list): its acceptance state
 * and its dialog, rendered after the children.
 */
export function LinkGuardScope({ children }: { children: ReactNode }) {
  const { accepted, request, dialog } = useExternalLinkGuard();
  const guard = useMemo(() => ({ accepted, request }), [accepted, request]);
  return (
    <GuardContext value={guard}>
      {children}
      {dialog}
    </GuardContext>
  );
}

/**
 * A website or repository link written on chain (untrusted): http(s) without credentials only
 * (else text), shown as the browser parsed it unless `children` are given, new tab, rel noopener
 * noreferrer nofollow, and only after the disclaimer of the enclosing {@link LinkGuardScope} was
 * accepted; "-" without a URL. `className` adds to the link's classes.
 */
export function ChainLink({
  url,
  children,
  className = "",
}: {
  url: string | undefined;
  children?: ReactNode;
  className?: string;
}) {
  const guard = useContext(GuardContext);
  if (!url) return <span className="text-muted">-</span>;
  return (
    <ExternalLink
      href={url}
      requireDisclaimer
      disclaimerAccepted={guard?.accepted ?? false}
      onNeedsDisclaimer={guard?.request}
      className={`text-accent hover:underline ${className}`.trim()}
    >
      {children}
    </ExternalLink>
  );
}
