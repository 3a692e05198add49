import { useLingui } from "@lingui/react/macro";
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

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
 * only followed on purpose.
 */
export function Tabs({ tabs, active, onChange, label, children, className = "" }: TabsProps) {
  const { t, i18n } = useLingui();
  const base = useId();
  const refs = useRef<Array<HTMLElement | null>>([]);
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

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
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-border"
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
