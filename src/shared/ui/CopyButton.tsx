import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Icon } from "./Icon";
import { Tooltip } from "./Tooltip";

/** How long the result tooltip ("Copied!", "Error!") stays: 1.5 s. */
const COPY_FEEDBACK_MS = 1500;

type Status = "idle" | "copying" | "copied" | "error";

export interface CopyButtonProps {
  /** Text written to the clipboard. */
  text: string;
  /** Accessible name; default "Copy to clipboard" (also the hover tooltip). */
  label?: string;
  className?: string;
}

/**
 * Icon button that copies `text` with `navigator.clipboard.writeText`: a "copying" state only
 * while the clipboard answers (a few milliseconds), then at once the tooltip "Copied!" or a red
 * "Error!" for 1.5 s. The hover/focus tooltip is the
 * button's name; the result is also announced in a polite live region (role="status").
 */
export function CopyButton({ text, label, className = "" }: CopyButtonProps) {
  const { t } = useLingui();
  const [status, setStatus] = useState<Status>("idle");
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const name = label ?? t`Copy to clipboard`;

  const copy = () => {
    if (status === "copying") return;
    timers.current.forEach(clearTimeout);
    setStatus("copying");
    const write: Promise<boolean> = navigator.clipboard?.writeText
      ? navigator.clipboard.writeText(text).then(
          () => true,
          () => false,
        )
      : Promise.resolve(false);
    void write.then((ok) => {
      setStatus(ok ? "copied" : "error");
      timers.current.push(setTimeout(() => setStatus("idle"), COPY_FEEDBACK_MS));
    });
  };

  const result = status === "copied" ? t`Copied!` : status === "error" ? t`Error!` : null;

  return (
    <>
      <Tooltip
        content={result ?? name}
        forceOpen={result !== null}
        tone={status === "error" ? "error" : "default"}
      >
        <button
          type="button"
          aria-label={name}
          aria-busy={status === "copying" || undefined}
          onClick={copy}
          className={`inline-flex size-8 items-center justify-center rounded text-muted hover:bg-surface-2 hover:text-text ${className}`}
        >
          <Icon
            name={status === "copied" ? "check" : "copy"}
            className={`size-4 ${status === "copying" ? "animate-pulse" : ""} ${status === "copied" ? "text-positive" : ""} ${status === "error" ? "text-negative" : ""}`}
          />
        </button>
      </Tooltip>
      <span role="status" className="sr-only">
        {result}
      </span>
    </>
  );
}
