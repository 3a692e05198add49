import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { formatDateTime, formatRelative } from "../format/date";
import { usePreferences } from "../preferences/store";

function useNowSeconds(enabled: boolean): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    if (!enabled) return;
    const id = window.setInterval(() => setNow(Math.floor(Date.now() / 1000)), 30_000);
    return () => window.clearInterval(id);
  }, [enabled]);
  return now;
}

/**
 * A point in time from unix seconds, shown per the visitor's time display preference: relative
 * ("3 minutes ago"), local or UTC, with the exact date and zone in the title and a <time> element.
 */
export function DateTime({
  unix,
  className = "",
}: {
  unix: number | undefined;
  className?: string;
}) {
  const { i18n } = useLingui();
  const mode = usePreferences((s) => s.timeDisplay);
  const now = useNowSeconds(mode === "relative");
  if (unix === undefined || !Number.isFinite(unix)) return <span className={className}>-</span>;
  const locale = i18n.locale;
  const exact = formatDateTime(unix, locale, mode === "utc" ? "utc" : "local");
  const shown = mode === "relative" ? formatRelative(unix, locale, now) : exact;
  return (
    <time
      dateTime={new Date(unix * 1000).toISOString()}
      title={exact}
      className={`whitespace-nowrap ${className}`}
    >
      {shown}
    </time>
  );
}
