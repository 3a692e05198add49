import { useLingui } from "@lingui/react/macro";
import type { MouseEvent, ReactNode } from "react";
import { Icon, type IconName } from "./Icon";
import { PageJump } from "./PageJump";
import { pageWindow } from "./pagination";

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  /** Called on a page choice (plain clicks on links too, for client-side navigation). */
  onPageChange?: (page: number) => void;
  /** Preferred: the URL of a page, so every page is a real `<a href>` deep link. */
  hrefForPage?: (page: number) => string;
  /** Show the page-jump control (default true). */
  showPageJump?: boolean;
  /** The page count is the node's estimate: the last page is named "Last page (estimated)". */
  lastPageEstimated?: boolean | undefined;
  className?: string;
}

const base =
  "inline-flex h-9 min-w-9 items-center justify-center rounded border border-border px-2 text-sm no-underline";
const idle = `${base} bg-surface text-text hover:bg-surface-2`;
const current = `${base} border-accent bg-accent font-semibold text-accent-contrast`;
const disabled = `${base} cursor-not-allowed bg-surface text-muted opacity-50`;

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Pagination bar: first, previous, numbered pages (7, or 5 from page 100), next, last, plus
 * the PageJump. With `hrefForPage` the pages are links (deep links; `onPageChange`, if also
 * given, handles plain clicks instead of the browser); otherwise they are buttons calling
 * `onPageChange`. The current page has `aria-current="page"`. Renders nothing for ≤ 1 page.
 * `lastPageEstimated`: the page count is an estimate, so the last page may move (its link says so).
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  hrefForPage,
  showPageJump = true,
  lastPageEstimated = false,
  className = "",
}: PaginationProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;

  const go = (target: number) => {
    if (onPageChange) onPageChange(target);
    else if (hrefForPage) window.location.assign(hrefForPage(target));
  };

  const control = (
    target: number,
    label: string,
    content: ReactNode,
    key: string,
    isCurrent = false,
  ) => {
    const isDisabled = !isCurrent && (target < 1 || target > pageCount || target === page);
    if (isDisabled) {
      return (
        <li key={key}>
          <button type="button" disabled aria-label={label} className={disabled}>
            {content}
          </button>
        </li>
      );
    }
    const className = isCurrent ? current : idle;
    const ariaCurrent = isCurrent ? ("page" as const) : undefined;
    if (hrefForPage) {
      return (
        <li key={key}>
          <a
            href={hrefForPage(target)}
            aria-label={label}
            aria-current={ariaCurrent}
            className={className}
            onClick={(event) => {
              if (onPageChange && isPlainClick(event)) {
                event.preventDefault();
                onPageChange(target);
              }
            }}
          >
            {content}
          </a>
        </li>
      );
    }
    return (
      <li key={key}>
        <button
          type="button"
          aria-label={label}
          aria-current={ariaCurrent}
          className={className}
          onClick={() => onPageChange?.(target)}
        >
          {content}
        </button>
      </li>
    );
  };

  const arrow = (name: IconName) => <Icon name={name} />;

  return (
    <nav
      aria-label={t`Pagination`}
      className={`flex flex-wrap items-center justify-center gap-2 ${className}`}
    >
      <ul className="flex flex-wrap items-center gap-1">
        {control(1, t`First page`, arrow("chevron-double-left"), "first")}
        {control(page - 1, t`Previous page`, arrow("chevron-left"), "prev")}
        {pageWindow(page, pageCount).map((n) => control(n, t`Page ${n}`, n, `p${n}`, n === page))}
        {control(page + 1, t`Next page`, arrow("chevron-right"), "next")}
        {control(
          pageCount,
          lastPageEstimated ? t`Last page (estimated)` : t`Last page`,
          arrow("chevron-double-right"),
          "last",
        )}
      </ul>
      {showPageJump ? <PageJump pageCount={pageCount} onJump={go} /> : null}
    </nav>
  );
}
