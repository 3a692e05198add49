import { Trans } from "@lingui/react/macro";
import { MiddleTruncate } from "@/shared/display/MiddleTruncate";

export interface NotFoundProps {
  /** Translated kind of the missing item (e.g. "block"); with `dataId` gives the data message. */
  dataType?: string;
  /** Identifier searched for; shown as text only, on one line, shortened in the middle if too long. */
  dataId?: string;
  /** Home URL (default "#/", the app uses hash routing). */
  homeHref?: string;
  /**
   * Why there is nothing to show: `missing` (default) is "could not be found on the blockchain";
   * `not-a-wallet-id` says `dataId` cannot name a wallet at all (no address, public key or
   * delegate username), so nothing was asked of the node; `bad-address` says `dataId` has an
   * address's form but is no address of this network (its checksum fails, or another network's).
   */
  reason?: "missing" | "not-a-wallet-id" | "bad-address";
}

/**
 * 404 page: "Ooops!" and "Sorry, page not found", or for missing data "Sorry, {dataType}
 * {dataId} could not be found on the blockchain", or for a wallet id of no possible form "Sorry,
 * {dataId} is not a valid address or delegate name", or for an address-shaped id that is none of
 * this network "… is not a valid address on this network" with why it may be so. The id is plain text (never HTML), shortened in
 * the middle with CSS when its line is too narrow and given in full in `title`. A link goes home.
 */
export function NotFound({
  dataType,
  dataId: rawId,
  homeHref = "#/",
  reason = "missing",
}: NotFoundProps) {
  // Lingui's <Trans> splices string values into the message and then parses `<0>…</0>` tags in
  // the result, so a hostile id such as "<0>x</0>" or "<script>" would be read as markup. An
  // element value is kept as an opaque placeholder instead (same message id: `{dataId}`).
  const dataId = rawId ? <MiddleTruncate text={rawId} className="font-mono" /> : null;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="m-0 text-4xl font-bold text-brand">
        <Trans>Ooops!</Trans>
      </h1>
      <p className="m-0 max-w-full text-lg">
        {reason === "bad-address" && rawId ? (
          <Trans>
            Sorry, <span className="inline-flex max-w-full align-bottom">{dataId}</span> is not a
            valid address on this network: a character is wrong, missing or extra, or it is an
            address of another network.
          </Trans>
        ) : reason === "not-a-wallet-id" && rawId ? (
          <Trans>
            Sorry, <span className="inline-flex max-w-full align-bottom">{dataId}</span> is not a
            valid address or delegate name
          </Trans>
        ) : dataType && rawId ? (
          <Trans>
            Sorry, {dataType} <span className="inline-flex max-w-full align-bottom">{dataId}</span>{" "}
            could not be found on the blockchain
          </Trans>
        ) : (
          <Trans>Sorry, page not found</Trans>
        )}
      </p>
      <a href={homeHref} className="rounded bg-accent px-4 py-2 text-accent-contrast no-underline">
        <Trans>Go to the home page</Trans>
      </a>
    </section>
  );
}
