import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FilterChip } from "./FilterChip";
import { renderWithI18n } from "./test-utils";

describe("FilterChip", () => {
  it("is a button named after what it shows, and clears the filter in one click", () => {
    const onClear = vi.fn();
    renderWithI18n(<FilterChip name="Type" value="Vote" onClear={onClear} />);
    const chip = screen.getByRole("button", { name: "Clear filter Type: Vote" });
    expect(chip.textContent).toBe("Type: Vote");
    expect(chip.getAttribute("type")).toBe("button");
    fireEvent.click(chip);
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
