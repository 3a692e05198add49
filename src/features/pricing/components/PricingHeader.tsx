import { useLingui } from "@lingui/react/macro";
import { LabelledSelect } from "@/shared/ui/LabelledSelect";
import { useChartOptions, useCurrency } from "../hooks/useCurrency";
import { usePriceBootstrap } from "../hooks/useRate";

const controlClass =
  "inline-flex h-9 items-center gap-1 rounded border border-border bg-surface px-2 text-sm hover:bg-surface-2";

/**
 * The currency picker: config `currencies` plus the token itself; the choice is stored
 * in the preferences (currencyName, currencySymbol). Hidden when prices are off or `currencies`
 * is empty.
 */
function CurrencyPicker() {
  const { t } = useLingui();
  const { options, name, setCurrency } = useCurrency();
  if (options.length === 0) return null;
  return (
    <>
      <LabelledSelect
        label={t`Currency`}
        labelClassName="sr-only"
        className={controlClass}
        value={name}
        title={t`Currency`}
        data-testid="currency-picker"
        onChange={(e) => {
          const next = options.find((o) => o.name === e.target.value);
          if (next) setCurrency(next.name, next.symbol);
        }}
      >
        {options.map((o) => (
          <option key={o.name} value={o.name}>
            {o.name === o.symbol ? o.name : `${o.name} (${o.symbol})`}
          </option>
        ))}
      </LabelledSelect>
    </>
  );
}

/** The price-chart toggle: a pressed/unpressed button storing priceChartOptions.enabled. */
function PriceChartToggle() {
  const { t } = useLingui();
  const [options, setOptions] = useChartOptions();
  const label = t`Price chart`;
  return (
    <button
      type="button"
      className={controlClass}
      aria-pressed={options.enabled}
      aria-label={label}
      title={label}
      onClick={() => setOptions({ ...options, enabled: !options.enabled })}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 3v18h18" />
        <path d={options.enabled ? "M7 15l4-4 3 3 5-6" : "M7 15l4-4 3 3 5-6M4 4l16 16"} />
      </svg>
    </button>
  );
}

/**
 * The pricing part of the header (HeaderExtras `@pricing-slot`): starts the price calls (at
 * start-up, then a 5-minute refresh) and shows the currency picker and the price-chart toggle.
 * Renders nothing when the network has no price service.
 */
export function PricingHeader() {
  const { priceApi } = useCurrency();
  usePriceBootstrap();
  if (!priceApi) return null;
  return (
    <>
      <CurrencyPicker />
      <PriceChartToggle />
    </>
  );
}
