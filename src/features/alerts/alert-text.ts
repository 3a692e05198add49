import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import { formatToken } from "@/shared/format/amount";
import { truncateMiddle } from "@/shared/format/truncate";
import type { AlertEvent } from "./model";

/**
 * One alert in words, the same in the in-app list and in a browser notification: "genesis_3
 * received 12.5 Ѧ from AJ4x…Tz9", "My savings missed a block in round 12". `who` names the
 * watched wallet (its private label, a known name or its address); amounts are arktoshi shown in
 * the token with `symbol`. On-chain text never enters it except the counterparty's address.
 */
export function alertText(
  event: AlertEvent,
  i18n: I18n,
  names: { who: string; symbol: string },
): string {
  const who = names.who;
  const amount = formatToken(event.amount ?? "0", { locale: i18n.locale, symbol: names.symbol });
  const other = event.counterparty ? truncateMiddle(event.counterparty, 13) : "";
  const round = event.round ?? 0;
  const rank = event.rank ?? 0;
  const previousRank = event.previousRank ?? 0;
  switch (event.kind) {
    case "received":
      return other
        ? i18n._(msg`${who} received ${amount} from ${other}`)
        : i18n._(msg`${who} received ${amount}`);
    case "sent":
      return event.amount && event.amount !== "0"
        ? i18n._(msg`${who} sent ${amount}`)
        : i18n._(msg`${who} sent a transaction`);
    case "lock-claimed":
      return i18n._(msg`A lock of ${amount} toward ${who} was claimed`);
    case "lock-refunded":
      return i18n._(msg`A lock of ${amount} toward ${who} was refunded to its sender`);
    case "lock-expired":
      return i18n._(msg`A lock of ${amount} toward ${who} expired: its sender can take it back`);
    case "missed-slot":
      return i18n._(msg`${who} missed a block in round ${round}`);
    case "entered-active":
      return i18n._(msg`${who} entered the active delegates at rank ${rank}`);
    case "left-active":
      return i18n._(msg`${who} left the active delegates`);
    case "rank-changed":
      return i18n._(msg`${who} moved from rank ${previousRank} to rank ${rank}`);
  }
}
