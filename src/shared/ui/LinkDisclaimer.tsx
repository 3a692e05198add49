import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, useCallback, useState, type ReactNode } from "react";
import { usePreferences } from "../preferences/store";
import { safeHttpUrl } from "./external-url";
import { OptionalLazy } from "./OptionalLazy";

/**
 * The dialog loads on the first click of a guarded link: most visits of a page with such links
 * (a transaction with a website or an IPFS hash, a business) never follow one.
 */
const Modal = lazy(() => import("./Modal").then((m) => ({ default: m.Modal })));

/**
 * Opens an http(s) URL in a new tab through a real `<a target="_blank" rel="noopener noreferrer
 * nofollow">` click (so the rel values apply exactly as on a link). Other schemes are ignored.
 */
function openExternal(url: string): void {
  const safe = safeHttpUrl(url);
  if (!safe) return;
  const a = document.createElement("a");
  a.href = safe;
  a.target = "_blank";
  a.rel = "noopener noreferrer nofollow";
  a.referrerPolicy = "no-referrer";
  a.style.display = "none";
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/**
 * The third-party link disclaimer (asked once, before the first external link of the business
 * and bridgechain lists is followed) as a hook: `accepted` (the stored flag), `request(url)` to
 * call when a guarded link is clicked before acceptance, and `dialog` to render. The dialog (shared
 * Modal, loaded when first asked for; nothing opens if its chunk cannot load) asks Accept / Cancel: Accept stores the acceptance (`acceptLinkDisclaimer()`), closes
 * and opens the link in a new tab; Cancel and Escape only close it (the page and its URL stay) and
 * the Modal gives focus back to the link that opened it.
 */
export function useExternalLinkGuard(): {
  accepted: boolean;
  request: (url: string) => void;
  dialog: ReactNode;
} {
  const { t } = useLingui();
  const accepted = usePreferences((s) => s.hasAcceptedLinkDisclaimer);
  const accept = usePreferences((s) => s.acceptLinkDisclaimer);
  const [pending, setPending] = useState<string | null>(null);
  const request = useCallback((url: string) => setPending(url), []);
  const dialog =
    pending === null ? null : (
      <OptionalLazy what="link disclaimer">
        <Modal
          open
          onClose={() => setPending(null)}
          title={t`You are leaving the explorer`}
          showCloseButton={false}
          footer={
            <>
              <button
                type="button"
                className="rounded border border-border px-4 py-2 hover:bg-surface-2"
                onClick={() => setPending(null)}
              >
                <Trans>Cancel</Trans>
              </button>
              <button
                type="button"
                className="rounded bg-accent px-4 py-2 text-accent-contrast hover:opacity-90"
                onClick={() => {
                  const url = pending;
                  accept();
                  setPending(null);
                  if (url) openExternal(url);
                }}
              >
                <Trans>Accept</Trans>
              </button>
            </>
          }
        >
          <div className="flex flex-col gap-2 text-sm">
            <p className="m-0">
              <Trans>
                This link leads to a third-party website. Its content is not controlled, checked or
                endorsed by this explorer, and the names and links on this page were written by
                whoever registered them on the blockchain.
              </Trans>
            </p>
            <p className="m-0 break-all font-mono text-muted">{pending}</p>
            <p className="m-0">
              <Trans>
                Accept to open it in a new tab; your choice is remembered. Cancel keeps you on this
                page.
              </Trans>
            </p>
          </div>
        </Modal>
      </OptionalLazy>
    );
  return { accepted, request, dialog };
}
