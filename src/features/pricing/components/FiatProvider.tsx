import { lazy, useCallback, useDeferredValue, useState, type ReactNode } from "react";
import { OptionalLazy } from "@/shared/ui/OptionalLazy";
import { FiatContext, NO_FIAT, type FiatFormatter } from "../hooks/fiat-context";
import { usePriceApi } from "../hooks/useCurrency";

const FiatSource = lazy(() =>
  import("../pricing-runtime").then((m) => ({ default: m.FiatSource })),
);

/**
 * Provides the app's one fiat formatter to {@link useFiat} (mounted in src/app/App.tsx). On a
 * network without prices it is the formatter that shows nothing and no price code loads; with
 * prices, the lazily loaded FiatSource computes it. The value is deferred: when a rate arrives,
 * the amount cells re-render in an interruptible background render, not in one long task
 * (which would block input on a phone).
 */
export function FiatProvider({ children }: { children: ReactNode }) {
  const priceApi = usePriceApi();
  const [formatter, setFormatter] = useState<FiatFormatter>(() => NO_FIAT);
  const onChange = useCallback((next: FiatFormatter) => setFormatter(() => next), []);
  const value = useDeferredValue(priceApi ? formatter : NO_FIAT);
  return (
    <FiatContext.Provider value={value}>
      {priceApi ? (
        <OptionalLazy what="fiat values">
          <FiatSource onChange={onChange} />
        </OptionalLazy>
      ) : null}
      {children}
    </FiatContext.Provider>
  );
}
