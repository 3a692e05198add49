import {
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from "react";

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
  className?: string;
}

/**
 * Where tooltips inside open by default. A table's header row sets "bottom": the table may sit in
 * a horizontal scroll box, which would clip a tooltip that opens above its top edge.
 */
export const TooltipPlacementContext = createContext<"top" | "bottom">("top");

/**
 * Tooltip for a single focusable trigger. Shows on hover, on keyboard focus and on tap (touch);
 * hides on Escape at once, and 1 s after the pointer/focus leaves. The tooltip stays open
 * while hovered (WCAG 1.4.13). The trigger is described by it through `aria-describedby`.
 */
export function Tooltip({
  content,
  children,
  forceOpen = false,
  tone = "default",
  placement: placementProp,
  className = "",
}: TooltipProps) {
  const placementAround = useContext(TooltipPlacementContext);
  const placement = placementProp ?? placementAround;
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
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

  return (
    // The wrapper only listens for events bubbling from the interactive trigger inside it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
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
      <span
        id={id}
        role="tooltip"
        hidden={!visible}
        // below the page's overlays (menus, a modal's backdrop): a tooltip belongs to the page
        className={`absolute left-1/2 z-30 w-max max-w-64 -translate-x-1/2 rounded px-2 py-1 text-center text-xs font-normal whitespace-normal shadow-md ${
          placement === "top" ? "bottom-full mb-1" : "top-full mt-1"
        } ${tone === "error" ? "bg-negative text-accent-contrast" : "bg-text text-bg"}`}
      >
        {content}
      </span>
    </span>
  );
}
