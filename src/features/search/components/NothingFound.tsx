import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useAddressCode } from "@/shared/crypto/useAddressCode";
import { useChainConstants } from "@/shared/network/useNetwork";
import { Link } from "@/shared/routing/Link";
import { paths } from "@/shared/routing/paths";
import { ID_LENGTH, needsAddressCode, queryProblem, type QueryProblem } from "../query-problem";

/** What to fix in a query that could not match anything (see queryProblem), in words. */
function ProblemText({ problem }: { problem: QueryProblem }) {
  const { t } = useLingui();
  switch (problem.kind) {
    case "partial-id": {
      const { length } = problem;
      return (
        <>
          {t`Transaction and block IDs must be complete: ${ID_LENGTH} characters.`}{" "}
          {t`This one has ${plural(length, { one: "# character", other: "# characters" })}.`}
        </>
      );
    }
    case "bad-address":
      return (
        <Trans>
          Its checksum does not match: a character is wrong, missing or extra. Copy the address
          again from where you found it.
        </Trans>
      );
    case "other-network":
      return (
        <Trans>
          It is a valid address of another network: look it up in that network's explorer.
        </Trans>
      );
    case "unused-address":
      return (
        <Trans>
          It is a valid address that has not been used on the blockchain yet:{" "}
          <Link
            to={paths.wallet(problem.address)}
            className="font-medium text-accent underline-offset-2 hover:underline"
          >
            open its empty wallet
          </Link>
          .
        </Trans>
      );
  }
}

/**
 * The results page's answer when nothing matched `query` (trimmed URL text, shown as text only):
 * what is wrong with the query when something is — an id that is not whole, an address whose
 * checksum fails or of another network, a valid address the chain has not seen — else "Nothing
 * matches"; then what the search takes, and the advanced search (`advancedPath`, pre-filled from
 * the query). The address checks load the address code first (nothing shows for that moment,
 * rather than a verdict that changes).
 */
export function NothingFound({ query, advancedPath }: { query: string; advancedPath: string }) {
  const { addressPrefix } = useChainConstants();
  const needsCode = needsAddressCode(query);
  const code = useAddressCode(needsCode);
  if (needsCode && code === undefined) return null;
  const problem = queryProblem(query, addressPrefix, code ?? undefined);
  const shown = <>{query}</>;
  const notAnAddress = problem?.kind === "bad-address" || problem?.kind === "other-network";
  return (
    <div className="rounded-lg border border-border bg-surface p-6" data-testid="nothing-found">
      <p className="m-0 mb-2 text-lg font-semibold [overflow-wrap:anywhere]">
        {problem?.kind === "bad-address" ? (
          <Trans>“{shown}” is not a valid ARK address.</Trans>
        ) : problem?.kind === "other-network" ? (
          <Trans>“{shown}” is not an address of this network.</Trans>
        ) : (
          <Trans>Nothing matches “{shown}”.</Trans>
        )}
      </p>
      {problem ? (
        <p className="m-0 mb-2" data-problem={problem.kind}>
          <ProblemText problem={problem} />
        </p>
      ) : null}
      <p className="m-0 mb-4 text-muted">
        <Trans>
          Search for an address, a public key, a delegate or known-wallet name, a block height or
          ID, or a transaction ID. The advanced search finds transactions, blocks and wallets by
          their details.
        </Trans>
      </p>
      {notAnAddress ? null : (
        <Link
          to={advancedPath}
          className="inline-block rounded bg-accent px-4 py-2 text-accent-contrast no-underline hover:opacity-90"
        >
          <Trans>Try the advanced search</Trans>
        </Link>
      )}
    </div>
  );
}
