import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Tabs } from "./Tabs";
import { renderWithI18n } from "./test-utils";

describe("tab counts", () => {
  it("an exact count as a number, a node's estimate as 'about N'", () => {
    renderWithI18n(
      <Tabs
        label="Direction"
        active="all"
        tabs={[
          { id: "all", label: "All", count: 4143610, countIsEstimate: true },
          { id: "sent", label: "Sent", count: 1234 },
        ]}
      />,
    );
    expect(screen.getByRole("tab", { name: /^All\s*about 4,143,610$/ })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: /^Sent\s*1,234$/ })).toBeInTheDocument();
  });
});
