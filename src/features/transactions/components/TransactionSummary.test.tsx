import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import { transactionSchema, type Delegate } from "@/shared/api/schemas";
import { EMPTY_INDEX } from "@/shared/network/delegate-names";
import { WalletNamesContext } from "@/shared/network/wallet-names-context";
import { renderWithI18n } from "@/shared/ui/test-utils";
import { TransactionStatus, TransactionSummary } from "./TransactionSummary";

vi.mock("@/shared/network/useNetwork", () => ({
  useNetwork: () => ({ addressPrefix: 23, height: 100, epochUnix: 1_490_101_200 }),
  useChainConstants: () => ({ symbol: "Ѧ", token: "ARK", activeDelegates: 51 }),
}));

const SENDER = "APYqkdGUx3HvVFVdFTvtTrsbzs8G1M4qCs";
const RECIPIENT = "AUexKjGtgsSpVzPLs6jNMM6vJ6znEVTQWK";
const VOTED = "AJo5WsP8e9YXcrVr8X7wmevx4j4UeqhQed";
const KEY = "0288fb52a0b6a5f61e545351cbc1bd2cd437ce4712ef8ca6bbb52a95f78481cf07";
const KEY2 = "0221f05da2d9b1a35e1853a93c541aa87b640e4418462430607df78dbc736472ff";
const OTHER = "ARXYMMxnFbFQmVpswqY4ndgKL8dVZK7Adk";

const delegates = [
  { username: "genesis_1", address: SENDER, publicKey: KEY2 },
  { username: "genesis_7", address: VOTED, publicKey: KEY },
] as Delegate[];

const tx = (fields: Record<string, unknown>) =>
  v.parse(transactionSchema, {
    id: "a".repeat(64),
    fee: "2500000000",
    type: 0,
    typeGroup: 1,
    amount: "0",
    sender: SENDER,
    recipient: SENDER,
    ...fields,
  });

function renderSummary(transaction: ReturnType<typeof tx>) {
  return renderWithI18n(
    <MemoryRouter>
      <WalletNamesContext
        value={{
          delegates: {
            ...EMPTY_INDEX,
            list: delegates,
            complete: true,
            byAddress: new Map(delegates.map((d) => [d.address, d])),
            byPublicKey: new Map(delegates.map((d) => [d.publicKey, d])),
            byUsername: new Map(delegates.map((d) => [d.username, d])),
          },
          known: { [RECIPIENT]: "ARK Team" },
          want: () => undefined,
        }}
      >
        <TransactionSummary tx={transaction} />
      </WalletNamesContext>
    </MemoryRouter>,
  );
}

/** The sentence as read: its text with runs of white space as one space. */
const sentence = (container: HTMLElement) =>
  (container.querySelector("p")?.textContent ?? "").replace(/\s+/g, " ").trim();

describe("TransactionSummary", () => {
  it("a transfer: sender and recipient by name, linked, and the amount in the token", () => {
    const { container } = renderSummary(tx({ recipient: RECIPIENT, amount: "1200000000" }));
    expect(sentence(container)).toBe("genesis_1 sent 12 Ѧ to ARK Team");
    expect(screen.getByRole("link", { name: `genesis_1, wallet ${SENDER}` })).toHaveAttribute(
      "href",
      `#/wallets/${SENDER}`,
    );
    expect(screen.getByRole("link", { name: `ARK Team, wallet ${RECIPIENT}` })).toBeVisible();
  });

  it("a vote names the voted delegate, linked to its wallet; a switch names both", () => {
    const { container, unmount } = renderSummary(tx({ type: 3, asset: { votes: [`+${KEY}`] } }));
    expect(sentence(container)).toBe("genesis_1 voted for genesis_7");
    expect(screen.getByRole("link", { name: `genesis_7, wallet ${VOTED}` })).toBeVisible();
    unmount();
    const sw = renderSummary(tx({ type: 3, asset: { votes: [`-${KEY}`, `+${KEY2}`] } }));
    expect(sentence(sw.container)).toBe("genesis_1 switched its vote from genesis_7 to genesis_1");
  });

  it("an unvote", () => {
    const { container } = renderSummary(tx({ type: 3, asset: { votes: [`-${KEY}`] } }));
    expect(sentence(container)).toBe("genesis_1 unvoted genesis_7");
  });

  it("on-chain text that looks like markup is shown as text, never parsed", () => {
    const hostile = "<0>x</0>{sender}<script>alert(1)</script>";
    const { container } = renderSummary(
      tx({ type: 2, asset: { delegate: { username: hostile } } }),
    );
    expect(sentence(container)).toBe(`genesis_1 registered as delegate ${hostile}`);
    expect(container.querySelector("script")).toBeNull();
  });

  it("a multipayment: the count as a plural and the exact total", () => {
    const payments = (n: number) =>
      Array.from({ length: n }, () => ({ recipientId: OTHER, amount: "400000000" }));
    const one = renderSummary(tx({ type: 6, asset: { payments: payments(1) } }));
    expect(sentence(one.container)).toBe("genesis_1 sent 1 payment totalling 4 Ѧ");
    one.unmount();
    const three = renderSummary(tx({ type: 6, asset: { payments: payments(3) } }));
    expect(sentence(three.container)).toBe("genesis_1 sent 3 payments totalling 12 Ѧ");
  });

  it("a lock until a height; a claim names its lock, linked", () => {
    const lock = renderSummary(
      tx({
        type: 8,
        recipient: RECIPIENT,
        amount: "500000000",
        asset: { lock: { secretHash: "c".repeat(64), expiration: { type: 2, value: 1002 } } },
      }),
    );
    expect(sentence(lock.container)).toBe("genesis_1 locked 5 Ѧ for ARK Team until height 1,002");
    lock.unmount();
    const lockId = "b".repeat(64);
    renderSummary(tx({ type: 9, asset: { claim: { lockTransactionId: lockId } } }));
    expect(screen.getByTitle(lockId)).toHaveAttribute("href", `#/transaction/${lockId}`);
  });

  it("registrations and magistrate transactions in words", () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { type: 1, asset: { signature: { publicKey: KEY } } },
        "genesis_1 registered a second signature",
      ],
      [{ type: 7 }, "genesis_1 resigned as delegate"],
      [
        { type: 4, asset: { multiSignature: { min: 2, publicKeys: [KEY, KEY2, KEY] } } },
        "genesis_1 registered a multi-signature wallet (2 of 3)",
      ],
      [
        { typeGroup: 2, type: 0, asset: { businessRegistration: { name: "Acme" } } },
        "genesis_1 registered the business Acme",
      ],
      [{ typeGroup: 2, type: 1 }, "genesis_1 resigned its business"],
      [
        {
          typeGroup: 2,
          type: 6,
          asset: { type: 0, subType: 0, action: 0, data: { name: "e2e_entity" } },
        },
        "genesis_1 registered the entity e2e_entity (Business)",
      ],
      [{ typeGroup: 1, type: 42 }, "genesis_1 sent a transaction of an unknown type (1/42)"],
    ];
    for (const [fields, expected] of cases) {
      const { container, unmount } = renderSummary(tx(fields));
      expect(sentence(container)).toBe(expected);
      unmount();
    }
  });
});

describe("TransactionStatus", () => {
  it("confirmed: the count in words and the age", () => {
    const now = Math.floor(Date.now() / 1000);
    const { container } = renderWithI18n(
      <TransactionStatus tx={{ blockId: "1" }} confirmations={1234} unix={now - 200} />,
    );
    expect(container.textContent).toBe("Confirmed · 1,234 confirmations · 3 minutes ago");
    expect(container.querySelector("time")).toHaveAttribute("datetime");
  });

  it("one confirmation is singular; no block is unconfirmed", () => {
    const one = renderWithI18n(
      <TransactionStatus tx={{ blockId: "1" }} confirmations={1} unix={undefined} />,
    );
    expect(one.container.textContent).toBe("Confirmed · 1 confirmation");
    one.unmount();
    const none = renderWithI18n(
      <TransactionStatus tx={{ blockId: null }} confirmations={0} unix={undefined} />,
    );
    expect(none.container.textContent).toBe("Unconfirmed");
  });
});
