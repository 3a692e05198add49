/**
 * The balance a wallet holds in open HTLC locks, arktoshi (a digit string), from a wallet answer
 * (GET wallets/{id}): the attribute `htlc.lockedBalance` (3.x, and 2.6 nodes that send
 * `attributes`), else the top-level `lockedBalance` that 2.6 answers carry (kept by the wallet
 * schema as `lockedBalanceTopLevel`). Undefined when the wallet has none (absent or 0) or the value
 * is not a whole number. A module of its own: only the wallet page reads it, so it stays out of the
 * start-up chunk that parses every wallet.
 */
export function walletLockedBalance(wallet: {
  attributes?: { htlc?: unknown };
  lockedBalanceTopLevel?: unknown;
}): string | undefined {
  const htlc = wallet.attributes?.htlc;
  const fromAttribute =
    typeof htlc === "object" && htlc !== null
      ? (htlc as { lockedBalance?: unknown }).lockedBalance
      : undefined;
  const raw = fromAttribute ?? wallet.lockedBalanceTopLevel;
  const digits =
    typeof raw === "number" && Number.isSafeInteger(raw) && raw >= 0 ? String(raw) : raw;
  if (typeof digits !== "string" || !/^\d+$/.test(digits)) return undefined;
  const normal = digits.replace(/^0+(?=\d)/, "");
  return normal === "0" ? undefined : normal;
}
