import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NotFound } from "./NotFound";
import { renderWithI18n } from "./test-utils";

describe("NotFound", () => {
  it("shows the page-not-found texts and a home link", () => {
    renderWithI18n(<NotFound />);
    expect(screen.getByRole("heading", { name: "Ooops!" })).toBeInTheDocument();
    expect(screen.getByText("Sorry, page not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "#/");
  });

  it("renders the missing id as text, never as HTML", () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const { container } = renderWithI18n(<NotFound dataType="block" dataId={hostile} />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText(hostile)).toBeInTheDocument();
    expect(container).toHaveTextContent(
      `Sorry, block ${hostile} could not be found on the blockchain`,
    );
  });
});
