import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { getRawAnswer, type RawResource } from "../api/endpoints/raw";
import { CopyButton } from "./CopyButton";
import { ErrorState } from "./ErrorState";
import { Spinner } from "./Spinner";

/**
 * "Raw data": a disclosure (`<details>`) that, once opened, asks the node for the resource again
 * (GET {resource}/{id}, unvalidated: see getRawAnswer) and shows its answer as indented JSON text
 * (never HTML) with the address asked and a button copying the JSON. Nothing is fetched while
 * closed.
 */
export function RawData({
  resource,
  id,
  className = "",
}: {
  resource: RawResource;
  id: string;
  className?: string;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const query = useQuery({
    queryKey: ["raw", resource, id] as const,
    queryFn: ({ signal }) => getRawAnswer(resource, id, signal),
    enabled: open,
    staleTime: 60_000,
  });
  const text = useMemo(
    () => (query.data ? JSON.stringify(query.data.body, null, 2) : undefined),
    [query.data],
  );
  const url = query.data?.url;
  return (
    <details
      className={`rounded-lg border border-border bg-surface ${className}`}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer rounded-lg px-4 py-3 font-semibold hover:bg-surface-2">{t`Raw data`}</summary>
      <div className="border-t border-border p-4">
        {query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : text === undefined ? (
          open ? (
            <Spinner />
          ) : null
        ) : (
          <>
            <div className="mb-2 flex items-center justify-between gap-2">
              <p className="m-0 min-w-0 text-sm text-muted break-all">{t`The node's answer to GET ${url}`}</p>
              <CopyButton text={text} label={t`Copy raw data`} className="shrink-0" />
            </div>
            {/* focusable: keyboard users scroll the long answer */}
            <pre
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              className="m-0 max-h-[32rem] overflow-auto rounded bg-surface-2 p-3 text-xs break-all whitespace-pre-wrap"
            >
              {text}
            </pre>
          </>
        )}
      </div>
    </details>
  );
}
