import {
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from "react";
import { createPortal } from "react-dom";

/**
 * Tooltip hide delay after the pointer or focus leaves: 1 s, long enough to move onto the tooltip.
 */
const TOOLTIP_HIDE_DELAY_MS = 1000;

export interface TooltipProps {
  /** Tooltip text or node (already translated). */
  content: ReactNode;
  /** The trigger: one focusable element (button, link…); it gets `aria-describedby`. */
  children: ReactElement<{ "aria-describedby"?: string }>;
  /** Keep the tooltip shown regardless of hover/focus (transient messages such as "Copied!"). */
  forceOpen?: boolean;
  /** "error" renders it red (e.g. "Error!"). */
  tone?: "default" | "error";
  /** Above or below the trigger; default: the {@link TooltipPlacementContext} ("top"). */
  placement?: "top" | "bottom";
  /**
   * Draw the tooltip outside the page's flow, over everything of the page and kept inside the
   * window (a hint beside a label near the screen's edge, in a table's scroll box). Its text is
   * then not part of the trigger's surroundings, so a label with a hint keeps its own text.
   */
  detached?: boolean;
  className?: string;
}

/** Room kept between a detached tooltip and the window's edges, and from its trigger, in px. */
const EDGE = 8;
const GAP = 4;

/**
 * Places a detached tooltip (`bubble`, position fixed) beside `trigger`: centred on it, moved
 * sideways to stay inside the window, and on the other side when `placement` has no room.
 */
function placeBubble(trigger: Element, bubble: HTMLElement, placement: "top" | "bottom") {
  const at = trigger.getBoundingClientRect();
  const width = bubble.offsetWidth;
  const height = bubble.offsetHeight;
  // the window's width without its scroll bar (0 where there is no layout: the window's own)
  const right = (document.documentElement.clientWidth || window.innerWidth) - EDGE - width;
  const left = Math.max(EDGE, Math.min(at.left + at.width / 2 - width / 2, right));
  const above = at.top - GAP - height;
  const below = at.bottom + GAP;
  const fitsAbove = above >= EDGE;
  const fitsBelow = below + height <= window.innerHeight - EDGE;
  const top =
    placement === "top"
      ? fitsAbove || !fitsBelow
        ? above
        : below
      : fitsBelow || !fitsAbove
        ? below
        : above;
  bubble.style.left = `${Math.round(left)}px`;
  bubble.style.top = `${Math.round(top)}px`;
}

/**
 * Where tooltips inside open by default. A table's header row sets "bottom": the table may sit in
 * a horizontal scroll box, which would clip a tooltip that opens above its top edge.
 */
export const TooltipPlacementContext = createContext<"top" | "bottom">("top");

/**
 * Tooltip for a single focusable trigger. Shows on hover, on keyboard focus and on tap (touch);
 * hides at once on Escape (wherever the focus is) and on a tap elsewhere, and 1 s after the
 * pointer/focus leaves. The tooltip stays open while hovered (WCAG 1.4.13). The trigger is
 * described by it through `aria-describedby` (the text is in the page while hidden too, so a
 * screen reader reads it with the trigger). `detached`: see {@link TooltipProps.detached}.
 */
export function Tooltip({
  content,
  children,
  forceOpen = false,
  tone = "default",
  placement: placementProp,
  detached = false,
  className = "",
}: TooltipProps) {
  const placementAround = useContext(TooltipPlacementContext);
  const placement = placementProp ?? placementAround;
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const box = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  // a detached tooltip goes to the body, or into the open dialog its trigger is in (the top
  // layer: a tooltip in the body would be behind it)
  const [host, setHost] = useState<Element | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    if (detached) setHost(box.current?.closest("dialog[open]") ?? null);
    setOpen(true);
  };
  const hideLater = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), TOOLTIP_HIDE_DELAY_MS);
  };
  const hideNow = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  const visible = forceOpen || open;
  const describedBy = [children.props["aria-describedby"], id].filter(Boolean).join(" ");

  // while shown: Escape hides it wherever the focus is (a tooltip opened by the pointer), and so
  // does a tap or click outside the trigger and the tooltip (touch screens have no "leave")
  useEffect(() => {
    if (!open) return undefined;
    const close = () => {
      clearTimeout(timer.current);
      setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (box.current?.contains(target) || bubble.current?.contains(target))) return;
      close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  // a detached tooltip is placed when it shows (before the paint), and follows its trigger while
  // the page scrolls or the window changes size
  useLayoutEffect(() => {
    const trigger = box.current;
    const tip = bubble.current;
    if (!detached || !visible || !trigger || !tip) return undefined;
    const place = () => placeBubble(trigger, tip, placement);
    place();
    window.addEventListener("scroll", place, { capture: true, passive: true });
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place, { capture: true });
      window.removeEventListener("resize", place);
    };
  }, [detached, visible, placement, host]);

  const colours = tone === "error" ? "bg-negative text-accent-contrast" : "bg-text text-bg";
  const tip = detached ? (
    <span
      ref={bubble}
      id={id}
      role="tooltip"
      hidden={!visible}
      onMouseEnter={show}
      onMouseLeave={hideLater}
      className={`fixed top-0 left-0 z-30 w-max max-w-[min(16rem,calc(100vw-16px))] rounded px-2 py-1 text-left text-xs font-normal whitespace-normal normal-case shadow-md ${colours}`}
    >
      {content}
    </span>
  ) : (
    <span
      id={id}
      role="tooltip"
      hidden={!visible}
      // below the page's overlays (menus, a modal's backdrop): a tooltip belongs to the page
      className={`absolute left-1/2 z-30 w-max max-w-64 -translate-x-1/2 rounded px-2 py-1 text-center text-xs font-normal whitespace-normal shadow-md ${
        placement === "top" ? "bottom-full mb-1" : "top-full mt-1"
      } ${colours}`}
    >
      {content}
    </span>
  );

  return (
    // The wrapper only listens for events bubbling from the interactive trigger inside it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      ref={box}
      className={`relative inline-flex ${className}`}
      onMouseEnter={show}
      onMouseLeave={hideLater}
      onFocus={show}
      onBlur={hideLater}
      onClick={show}
      onKeyDown={(event) => {
        if (event.key === "Escape" && visible) {
          event.stopPropagation();
          hideNow();
        }
      }}
    >
      {cloneElement(children, { "aria-describedby": describedBy })}
      {detached ? createPortal(tip, host ?? document.body) : tip}
    </span>
  );
}
