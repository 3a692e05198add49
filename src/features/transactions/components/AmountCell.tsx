import { useLingui } from "@lingui/react/macro";
import { useFiat } from "@/features/pricing/hooks/fiat-context";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { Tooltip } from "@/shared/ui/Tooltip";
import { VisuallyHidden } from "@/shared/ui/VisuallyHidden";

const TONE = { in: "text-positive", out: "text-negative", none: "" } as const;

/**
 * The amount cell: an amount or fee (arktoshi string) in the token, with the fiat value in
 * a tooltip when a price exists (`useFiat`). Relative to the viewed wallet `direction` colours it
 * red (out, "−") or green (in, "+"), with the direction also as text for screen readers; fees
 * (`isFee`) are never coloured. `priceAt` overrides the current rate (the transaction page prices a
 * transaction at its day's average price).
 */
export function AmountCell({
  arktoshi,
  direction = "none",
  isFee = false,
  priceAt,
}: {
  arktoshi: string;
  direction?: "in" | "out" | "none";
  isFee?: boolean;
  priceAt?: (arktoshi: string) => string | null;
}) {
  const { t } = useLingui();
  const current = useFiat();
  const fiat = (priceAt ?? current)(arktoshi);
  const dir = isFee ? "none" : direction;
  const content = (
    <span className={`inline-flex items-center whitespace-nowrap tabular-nums ${TONE[dir]}`}>
      {dir === "out" ? (
        <span aria-hidden="true">−</span>
      ) : dir === "in" ? (
        <span aria-hidden="true">+</span>
      ) : null}
      {dir === "out" ? (
        <VisuallyHidden>{t`Outgoing`}</VisuallyHidden>
      ) : dir === "in" ? (
        <VisuallyHidden>{t`Incoming`}</VisuallyHidden>
      ) : null}
      <TokenAmount arktoshi={arktoshi} />
    </span>
  );
  if (!fiat) return content;
  return (
    <Tooltip content={fiat}>
      {/* focusable so keyboard users reach the fiat tooltip */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <span tabIndex={0} className="cursor-help rounded">
        {content}
      </span>
    </Tooltip>
  );
}
