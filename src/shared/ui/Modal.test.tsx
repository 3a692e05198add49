import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Modal } from "./Modal";
import { renderWithI18n } from "./test-utils";

function Harness({
  onClose = () => {},
  closeOnBackdropClick = false,
}: {
  onClose?: () => void;
  closeOnBackdropClick?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Disclaimer"
        closeOnBackdropClick={closeOnBackdropClick}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <button type="button">Accept</button>
      </Modal>
    </>
  );
}

describe("Modal", () => {
  it("is labelled by its title and closes on Escape, returning focus to the opener", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithI18n(<Harness onClose={onClose} />);
    const opener = screen.getByRole("button", { name: "Open" });
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Disclaimer" });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Accept" }));
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("keeps Tab and Shift+Tab inside the dialog (focus trap)", async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    const close = screen.getByRole("button", { name: "Close" });
    const accept = screen.getByRole("button", { name: "Accept" });
    accept.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(accept).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(accept).toHaveFocus();
  });

  it("closes with the close button and on backdrop click when enabled", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithI18n(<Harness onClose={onClose} closeOnBackdropClick />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.click(screen.getByRole("dialog"));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
