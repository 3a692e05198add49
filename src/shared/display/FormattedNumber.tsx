import { useLingui } from "@lingui/react";
import { formatNumber } from "../format/number";

/**
 * A height, rank or count (number, numeric string or bigint) with the active locale's grouping,
 * as text ("-" when not a number); a component so that table columns defined at module scope
 * follow a language change.
 */
export function FormattedNumber({ value }: { value: number | string | bigint }) {
  const { i18n } = useLingui();
  return <>{formatNumber(value, i18n.locale)}</>;
}
