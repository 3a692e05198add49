import { useLingui } from "@lingui/react/macro";
import {
  useEffect,
  useId,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { Icon } from "./Icon";
import { useScrollHint } from "./useScrollHint";

/**
 * The fade of a tab row wider than its box, at the ends that hide tabs: a mask (so it fades into
 * whatever background the tabs sit on) whose fading widths `--fade-start` / `--fade-end` are 0 at
 * an end that hides nothing.
 */
const FADE =
  "[mask-image:linear-gradient(to_right,transparent,black_var(--fade-start),black_calc(100%_-_var(--fade-end)),transparent)]";
const FADE_WIDTH = "3rem";
/** An arrow on an end of the row that hides tabs, centred on the 36 px tall tabs. */
const ARROW = "pointer-events-none absolute top-[18px] size-4 -translate-y-1/2 text-muted";

export interface TabItem {
  id: string;
  /** Visible label, already translated. */
  label: ReactNode;
  /** Make the tab a link (deep link to the tab's URL). */
  href?: string;
  /** Optional count shown after the label. */
  count?: number;
  /** The count is the node's estimate: shown as "about N". */
  countIsEstimate?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Id of the selected tab. */
  active: string;
  /** Called when a tab is chosen (plain clicks on link tabs too, for client-side navigation). */
  onChange?: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** The selected tab's content; rendered in a `tabpanel` labelled by the selected tab. */
  children?: ReactNode;
  className?: string;
}

/**
 * ARIA tabs pattern (delegate monitor, wallet transaction tabs, home). Tabs are buttons, or links
 * when `href` is set (the selected one carries `aria-selected`). Roving tabindex:
 * Left/Right/Home/End move focus, Enter/Space (or click) selects — manual activation, so links are
 * only followed on purpose. A row wider than its box scrolls sideways: the ends hiding tabs fade
 * out with an arrow, and the selected tab is scrolled into view.
 */
export function Tabs({ tabs, active, onChange, label, children, className = "" }: TabsProps) {
  const { t, i18n } = useLingui();
  const base = useId();
  const refs = useRef<Array<HTMLElement | null>>([]);
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;
  // a row wider than a phone scrolls: the ends that hide tabs fade, with an arrow on each
  const listRef = useRef<HTMLDivElement>(null);
  const hint = useScrollHint(listRef, [tabs.map((tab) => `${tab.id}:${tab.count ?? ""}`).join()]);
  const fades = hint.start || hint.end;
  const fadeWidths = {
    "--fade-start": hint.start ? FADE_WIDTH : "0px",
    "--fade-end": hint.end ? FADE_WIDTH : "0px",
  } as CSSProperties;
  const activeIndex = tabs.findIndex((tab) => tab.id === active);
  // the selected tab is scrolled into the row's view (not the page's: no vertical scroll). A row
  // that mounts with its first tab selected shows it already (a new row is scrolled to its
  // start): no measure then, which would force the layout of the whole page in the middle of its
  // first render (tens of ms on a phone with a page of rows below)
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (first && activeIndex <= 0) return;
    const list = listRef.current;
    const tab = refs.current[activeIndex];
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const left = tab.offsetLeft - list.offsetLeft;
    const right = left + tab.offsetWidth;
    if (left < list.scrollLeft) list.scrollLeft = left;
    else if (right > list.scrollLeft + list.clientWidth) list.scrollLeft = right - list.clientWidth;
  }, [activeIndex]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
  };

  return (
    <div className={`relative ${className}`}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={`flex gap-1 overflow-x-auto border-b border-border ${fades ? FADE : ""}`}
        style={fades ? fadeWidths : undefined}
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          const common = {
            id: tabId(tab.id),
            role: "tab",
            "aria-selected": selected,
            "aria-controls": children !== undefined && selected ? panelId : undefined,
            tabIndex: selected ? 0 : -1,
            onKeyDown: (event: KeyboardEvent) => onKeyDown(event, index),
            // the focus ring is drawn inside the tab: the scrolling tablist would clip it outside
            className: `-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm whitespace-nowrap no-underline focus-visible:outline-offset-[-3px] ${
              selected
                ? "border-accent font-semibold text-text"
                : "border-transparent text-muted hover:text-text"
            }`,
          } as const;
          const content = (
            <>
              {tab.label}
              {tab.count !== undefined ? (
                <span className="rounded-full bg-surface-2 px-2 text-xs text-muted">
                  {tab.countIsEstimate
                    ? t({ message: `about ${i18n.number(tab.count)}`, context: "estimated count" })
                    : i18n.number(tab.count)}
                </span>
              ) : null}
            </>
          );
          return tab.href ? (
            <a
              key={tab.id}
              ref={(el) => {
                refs.current[index] = el;
              }}
              href={tab.href}
              {...common}
              onClick={(event) => {
                if (
                  onChange &&
                  event.button === 0 &&
                  !event.metaKey &&
                  !event.ctrlKey &&
                  !event.shiftKey
                ) {
                  event.preventDefault();
                  onChange(tab.id);
                }
              }}
            >
              {content}
            </a>
          ) : (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              {...common}
              onClick={() => onChange?.(tab.id)}
            >
              {content}
            </button>
          );
        })}
      </div>
      {hint.start ? <Icon name="chevron-left" className={`${ARROW} left-0`} /> : null}
      {hint.end ? <Icon name="chevron-right" className={`${ARROW} right-0`} /> : null}
      {children !== undefined ? (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(active)}
          tabIndex={0}
          className="pt-4"
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
