import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DELEGATE_WALLET, WALLET } from "@/shared/api/fixtures/core-node";
import {
  describeRequests,
  firstVisit,
  refusedRequests,
  repeatedRequests,
} from "@/test/first-visit";
import { Component as WalletPage } from "./pages/WalletPage";
import { walletData } from "./route-data";

/**
 * A wallet's first visit against a whole node of each API generation (`coreNode`), an ordinary
 * wallet and a delegate's: at most 8 API requests until settled on ARK Core 2.6 as on 3.x, none
 * refused, none asked twice. 2.6.0 answers a wallet without its delegate's facts (`top-level`):
 * they come from the first delegates the app loads anyway, not from one more GET delegates/{id}.
 */

afterEach(() => vi.unstubAllGlobals());
beforeAll(async () => {
  await Promise.all([
    import("./components/WalletMagistrateCard"),
    import("@/features/delegates/components/DelegateHistory"),
  ]);
});

describe("a wallet's first visit: the same budget on ARK Core 2.6 as on 3.x", () => {
  for (const [generation, shape] of [
    ["3.x", "attributes"],
    ["2.6", "attributes"],
    ["2.6", "top-level"],
  ] as const) {
    for (const [name, address] of [
      ["a wallet", WALLET],
      ["a delegate's wallet", DELEGATE_WALLET],
    ] as const) {
      it(`${generation} (${shape} wallet answers), ${name}: at most 8 API requests, none refused, none asked twice`, async () => {
        const seen = await firstVisit(
          generation,
          {
            url: `/wallets/${address}`,
            pattern: "/wallets/:address",
            page: WalletPage,
            data: walletData,
          },
          shape,
        );
        const list = describeRequests(seen);
        // the page got as far as its transactions (and a delegate's voter count)
        expect(
          seen.some((r) => r.path === `wallets/${address}/transactions` && r.query.limit !== "1"),
          list,
        ).toBe(true);
        if (address === DELEGATE_WALLET)
          expect(
            seen.some(
              (r) =>
                r.path === "wallets/search" ||
                (r.path === "wallets" && "attributes.vote" in r.query),
            ),
            list,
          ).toBe(true);
        expect(seen.length, list).toBeLessThanOrEqual(8);
        expect(refusedRequests(generation, seen, shape), list).toEqual([]);
        expect(repeatedRequests(seen), list).toEqual([]);
        expect(
          seen.filter((r) => r.path === `delegates/${address}`),
          list,
        ).toEqual([]);
      }, 30_000);
    }
  }
});
