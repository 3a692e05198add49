/**
 * Returns the normalised URL when `value` is an absolute http(s) URL, else null. Anything else
 * (javascript:, data:, relative paths, garbage) must never become a link.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
}
