import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QrCode } from "./QrCode";
import { renderWithI18n } from "./test-utils";

describe("QrCode", () => {
  it("shows a spinner, then an SVG image with alt text", async () => {
    renderWithI18n(<QrCode text="AXyz123" alt="QR code of the address" />);
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    const img = await screen.findByRole("img", { name: "QR code of the address" });
    expect(img.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
  });
});
