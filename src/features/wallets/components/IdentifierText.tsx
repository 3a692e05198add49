import { fullValueProps } from "@/shared/display/full-value-copy";
import { useShownAddress } from "../hooks/useBalanceDecimals";

/**
 * A long identifier of the wallet (its address, its public key) as text: whole, or on a phone
 * shortened in the middle to one line (never wrapping with one character alone on its last line;
 * a public key took two) with the whole value as its tooltip and, for screen readers, as its text
 * (`data-testid`, when given, always holds the whole value); selecting and copying the shortened
 * text copies the whole value (full-value-copy). A copy button goes beside it.
 */
export function IdentifierText({ value, testId }: { value: string; testId?: string }) {
  const shown = useShownAddress(value);
  if (shown === value) {
    return (
      <span className="font-mono break-all" data-testid={testId}>
        {value}
      </span>
    );
  }
  // siblings, not nested: the copy and QR buttons stay next to the element holding the value
  return (
    <>
      <span
        className="font-mono whitespace-nowrap"
        title={value}
        aria-hidden="true"
        {...fullValueProps(value)}
      >
        {shown}
      </span>
      <span className="sr-only" data-testid={testId}>
        {value}
      </span>
    </>
  );
}
