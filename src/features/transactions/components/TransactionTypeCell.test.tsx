import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Transaction } from "@/shared/api/schemas";
import { renderWithI18n } from "@/shared/ui/test-utils";
import { TransactionTypeCell } from "./TransactionTypeCell";

/** A 3.x entity registration of a business (type group 2, type 6). */
const registration = {
  id: "a".repeat(64),
  type: 6,
  typeGroup: 2,
  amount: "0",
  fee: "5000000000",
  sender: "AbcSender",
  confirmations: 1,
  asset: { type: 0, subType: 0, action: 0, data: { name: "acme" } },
} as unknown as Transaction;

describe("TransactionTypeCell", () => {
  it("keeps the type on one line, cut with an ellipsis, in a table from 768 px; wraps it on a phone's card", () => {
    renderWithI18n(<TransactionTypeCell transaction={registration} />);
    const name = screen.getByText("Entity registration");
    expect(name).toHaveClass("md:truncate");
    expect(name).not.toHaveClass("truncate");
    expect(name.parentElement).toHaveClass("md:whitespace-nowrap", "max-md:flex-wrap");
    expect(name.parentElement).not.toHaveClass("whitespace-nowrap");
    expect(screen.getByText("Business")).toHaveClass("md:truncate");
  });

  it("wraps the type and what it applies to onto lines of their own with `wrap` (a list beside another)", () => {
    renderWithI18n(<TransactionTypeCell transaction={registration} wrap />);
    const name = screen.getByText("Entity registration");
    expect(name).not.toHaveClass("truncate", "md:truncate");
    expect(name.parentElement).toHaveClass("flex-wrap");
    expect(name.parentElement).not.toHaveClass("whitespace-nowrap", "md:whitespace-nowrap");
    expect(screen.getByText("Business")).not.toHaveClass("truncate", "md:truncate");
  });
});
