import { screen, within } from "@testing-library/react";
import * as v from "valibot";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { businessWallet26 } from "@/shared/api/fixtures/core-2.6";
import { recordedAnswer } from "@/shared/api/fixtures/recorded";
import { single, walletSchema } from "@/shared/api/schemas";
import { renderWithI18n } from "@/shared/ui/test-utils";
import { WalletMagistrateCard } from "./WalletMagistrateCard";

const render = (wallet: unknown) =>
  renderWithI18n(
    <MemoryRouter>
      <WalletMagistrateCard wallet={v.parse(walletSchema, wallet)} />
    </MemoryRouter>,
  );

describe("the wallet's business section", () => {
  it("2.6 business with bridgechains: on-chain text as text, only http(s) URLs as links", () => {
    render(businessWallet26);
    const section = screen.getByRole("region", { name: "Business" });
    expect(within(section).getByText("ACME <b>Chains</b>")).toBeInTheDocument();
    expect(section.querySelector("b")).toBeNull();
    expect(within(section).getByRole("link", { name: /^https:\/\/acme\.example/ })).toHaveAttribute(
      "href",
      "https://acme.example/",
    );
    expect(within(section).getByText("javascript:alert(1)").closest("a")).toBeNull();
    expect(within(section).getByText("NL123456789B01")).toBeInTheDocument();
    expect(
      within(section).getByRole("heading", { level: 3, name: "Bridgechains" }),
    ).toBeInTheDocument();
    const chains = within(section).getAllByRole("heading", { level: 4 });
    expect(chains.map((h) => h.textContent)).toEqual(["acme-chain", "old-chainResigned"]);
    expect(within(section).getByText("192.0.2.1, 192.0.2.2")).toBeInTheDocument();
    expect(
      within(section).getByText("@arkecosystem/core-api: 4003, @arkecosystem/core-webhooks: 4004"),
    ).toBeInTheDocument();
  });
  it("3.9.1 (recorded) entity registration", () => {
    render(
      (recordedAnswer("wallets/APBFYzut9ZJZYCNf2sHKaF6B4nBYHsjd69").body as { data: unknown }).data,
    );
    const section = screen.getByRole("region", { name: "Entities" });
    expect(within(section).getByText("e2e_entity_b913de")).toBeInTheDocument();
    expect(within(section).getByText("Business")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Business" })).toBeNull();
  });
  it("3.9.1 (recorded) resigned business", () => {
    render(
      v.parse(
        single(v.unknown()),
        recordedAnswer("wallets/AP6oqdUeFNRgRwVhE2K34zq7mg8JT6kaCb").body,
      ).data,
    );
    const section = screen.getByRole("region", { name: "Business" });
    expect(within(section).getAllByText("Resigned")).toHaveLength(2);
  });
});
