import { Trans } from "@lingui/react/macro";
import { useSanitisedMemo } from "@/features/transactions/memo/useSanitisedMemo";

/**
 * A lock's memo (vendorField) filtered as a transaction's: spam and URL-shortener memos dropped,
 * other links removed, bidi and zero-width characters taken out (`useSanitisedMemo`), shown as
 * text only. `cell`: one truncated line (the locks table), else the whole memo (the lock page).
 * "-" without a memo, "…" while the filter loads (never the raw memo), a muted note when it
 * dropped the memo.
 */
export function LockMemo({
  memo,
  cell = false,
}: {
  memo: string | null | undefined;
  cell?: boolean;
}) {
  const text = useSanitisedMemo(memo ?? undefined);
  if (!memo) return <span className="text-muted">-</span>;
  if (text === undefined) return <span className="text-muted">…</span>;
  if (text === null) {
    return (
      <span className="text-muted italic">
        <Trans>Memo hidden (spam filter)</Trans>
      </span>
    );
  }
  return cell ? (
    <span className="inline-block max-w-[16rem] truncate align-bottom" title={text}>
      {text}
    </span>
  ) : (
    <span className="break-words whitespace-pre-wrap [overflow-wrap:anywhere]">{text}</span>
  );
}
