import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import type { Delegate } from "../api/schemas";
import { EMPTY_INDEX } from "../network/delegate-names";
import { WalletNamesContext, type WalletNames } from "../network/wallet-names-context";
import { renderWithI18n } from "../ui/test-utils";

/** Test wallets: one with no name, a delegate's (genesis_1) and a known wallet's (ARK Team). */
export const ADDRESS = "AJo5WsP8e9YXcrVr8X7wmevx4j4UeqhQed";
export const DELEGATE = "APYqkdGUx3HvVFVdFTvtTrsbzs8G1M4qCs";
export const KNOWN = "AUexKjGtgsSpVzPLs6jNMM6vJ6znEVTQWK";

function names(): WalletNames {
  const byAddress = new Map([[DELEGATE, { username: "genesis_1", address: DELEGATE } as Delegate]]);
  return {
    delegates: { ...EMPTY_INDEX, byAddress },
    known: { [KNOWN]: "ARK Team" },
    want: () => undefined,
  };
}

/** Renders `ui` in a router with the names of the test wallets (for components that show wallet names). */
export function renderWithWalletNames(ui: ReactNode) {
  return renderWithI18n(
    <MemoryRouter>
      <WalletNamesContext value={names()}>{ui}</WalletNamesContext>
    </MemoryRouter>,
  );
}
