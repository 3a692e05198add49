import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Icon } from "./Icon";

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button or (if enabled) a backdrop click. The parent sets `open=false`. */
  onClose: () => void;
  /** Dialog title; it labels the dialog. */
  title: ReactNode;
  children: ReactNode;
  /** Action buttons at the bottom (e.g. Accept / Cancel). */
  footer?: ReactNode;
  /** Show the × close button (default true). */
  showCloseButton?: boolean;
  /** Close when the backdrop outside the panel is clicked (default false). */
  closeOnBackdropClick?: boolean;
  className?: string;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside the dialog: from the last focusable element to the first and
 * back. `showModal()` makes the page inert, but the browser would still move focus out of the
 * document (to its own toolbar) after the last element.
 */
function trapTab(dialog: HTMLElement, event: { shiftKey: boolean; preventDefault: () => void }) {
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      !el.closest("[hidden]") &&
      (typeof el.checkVisibility === "function" ? el.checkVisibility() : true),
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active) || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Modal dialog on the native `<dialog>` opened with `showModal()`: the page
 * behind is inert and Tab cycles inside it (focus trap), Escape closes, optional close button and close on backdrop
 * click; labelled by its title; focus returns to the element that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  showCloseButton = true,
  closeOnBackdropClick = false,
  className = "",
}: ModalProps) {
  const { t } = useLingui();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    }
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener("cancel", onCancel);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      if (typeof dialog.close === "function" && dialog.open) dialog.close();
      else dialog.removeAttribute("open");
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;

  return (
    // Escape and backdrop clicks are conveniences; the close button and the dialog's own
    // keyboard handling (cancel event) remain the accessible routes.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        } else if (event.key === "Tab") {
          trapTab(event.currentTarget, event);
        }
      }}
      onClick={(event) => {
        if (closeOnBackdropClick && event.target === event.currentTarget) onClose();
      }}
      // z-50: above the page's tooltips (z-30) also where the dialog cannot use the top layer
      className={`z-50 m-auto w-[min(36rem,calc(100vw-2rem))] max-h-[calc(100vh-2rem)] rounded-lg border border-border bg-surface p-0 text-text shadow-xl backdrop:bg-black/50 ${className}`}
    >
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="m-0 text-lg font-semibold">
            {title}
          </h2>
          {showCloseButton ? (
            <button
              type="button"
              onClick={onClose}
              aria-label={t`Close`}
              className="inline-flex size-8 items-center justify-center rounded text-muted hover:bg-surface-2 hover:text-text"
            >
              <Icon name="close" />
            </button>
          ) : null}
        </div>
        <div>{children}</div>
        {footer ? <div className="flex flex-wrap justify-end gap-2">{footer}</div> : null}
      </div>
    </dialog>
  );
}
