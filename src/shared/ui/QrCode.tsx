import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Spinner } from "./Spinner";

export interface QrCodeProps {
  /** Text to encode (e.g. an address or URI). */
  text: string;
  /** Alternative text of the image; default "QR code". */
  alt?: string;
  /** Rendered size in CSS pixels (default 200). */
  size?: number;
  className?: string;
}

/**
 * QR code image of `text` (a wallet address). The `qrcode` package is loaded with a dynamic
 * `import()` so it stays out of the main bundle; a spinner shows meanwhile. The result is an SVG
 * `<img>` with alt text, drawn dark on white (readable in dark mode too).
 */
export function QrCode({ text, alt, size = 200, className = "" }: QrCodeProps) {
  const { t } = useLingui();
  const [result, setResult] = useState<{ text: string; src: string | null } | null>(null);

  useEffect(() => {
    let cancelled = false;
    import("qrcode")
      .then((QR) => QR.toString(text, { type: "svg", margin: 2, errorCorrectionLevel: "M" }))
      .then(
        (svg) => {
          if (!cancelled)
            setResult({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
        },
        () => {
          if (!cancelled) setResult({ text, src: null });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [text]);

  const current = result?.text === text ? result : null;
  if (!current) return <Spinner className={className} />;
  if (!current.src) {
    return <p className={`text-negative ${className}`}>{t`The QR code could not be created`}</p>;
  }
  return (
    <img
      src={current.src}
      alt={alt ?? t`QR code`}
      width={size}
      height={size}
      className={`rounded bg-white ${className}`}
    />
  );
}
