/**
 * True for a path segment a URL parser resolves as "this folder" or "the parent folder": `.` and
 * `..`, also written with `%2e` (URL parsers read those, in either case, as dots before resolving).
 * Its own module so that the route parameter checks use it without loading the HTTP client.
 */
export function isDotSegment(value: string): boolean {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    /* a malformed escape is no dot segment */
  }
  return /^\.{1,2}$/.test(value) || /^\.{1,2}$/.test(decoded);
}
