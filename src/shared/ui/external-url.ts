/**
 * The parsed URL when `value` is an absolute http(s) URL without a user name or password, else
 * null. Anything else (javascript:, data:, relative paths, garbage) must never become a link; and
 * `https://ark.io@evil.example` reads as ark.io but goes to evil.example (what comes before the
 * `@` is a user name), so a URL carrying credentials is refused too.
 */
function parseHttpUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  return url;
}

/**
 * Returns the normalised URL (`href`: host lower-cased and in punycode) when `value` is an
 * absolute http(s) URL without credentials, else null (see {@link parseHttpUrl}).
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  return parseHttpUrl(value)?.href ?? null;
}

/**
 * The text a link to `value` shows: the URL as the browser parsed it, so that the host is the one
 * the link goes to (a look-alike Unicode host such as `аrk.io` with a Cyrillic "а" shows as
 * `xn--rk-6kc.io`), without the lone "/" the parser adds to a bare host; null when `value` is no
 * safe link ({@link safeHttpUrl}).
 */
export function shownHttpUrl(value: string | null | undefined): string | null {
  const url = parseHttpUrl(value);
  if (!url || !value) return null;
  const bareHost = url.pathname === "/" && !url.search && !url.hash && !value.trim().endsWith("/");
  return bareHost ? url.href.slice(0, -1) : url.href;
}
