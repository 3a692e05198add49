import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Icon } from "./Icon";

export interface ErrorStateProps {
  /** Readable message; default "Something went wrong". */
  message?: ReactNode;
  /** The error, whose `message` is shown as detail when it is an Error. */
  error?: unknown;
  /** Shows a "Try again" button calling it. */
  onRetry?: () => void;
  className?: string;
}

/**
 * Inline error block (role="alert") with the error's message and an optional "Try again" button.
 */
export function ErrorState({ message, error, onRetry, className = "" }: ErrorStateProps) {
  const detail = error instanceof Error ? error.message : typeof error === "string" ? error : null;
  return (
    <div
      role="alert"
      className={`flex flex-col items-center gap-3 rounded-lg border border-border bg-surface p-6 text-center ${className}`}
    >
      <p className="m-0 flex items-center gap-2 font-semibold text-negative">
        <Icon name="alert" />
        {message ?? <Trans>Something went wrong</Trans>}
      </p>
      {detail ? <p className="m-0 max-w-full text-sm break-words text-muted">{detail}</p> : null}
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="rounded bg-accent px-4 py-2 text-sm text-accent-contrast"
        >
          <Trans>Try again</Trans>
        </button>
      ) : null}
    </div>
  );
}
