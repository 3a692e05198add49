import type { NetworkConfig } from "./presets";

/**
 * The origin (`scheme://host[:port]`) of an http(s) URL, or null for anything else (relative,
 * `javascript:`, `data:`, garbage). Only http(s) origins may ever reach a CSP source list.
 */
export function httpOrigin(url: string | null | undefined): string | null {
  if (typeof url !== "string" || url.trim() === "") return null;
  try {
    const u = new URL(url.trim());
    if (u.protocol !== "http:" && u.protocol !== "https:") return null;
    // URL normalises the host (lower case, punycode) and drops default ports, but lets `;`, `'`,
    // `,` and `*` through in host names: accept only plain hosts so nothing can inject a directive.
    return /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/.test(
      u.origin,
    )
      ? u.origin
      : null;
  } catch {
    return null;
  }
}

/**
 * The runtime Content-Security-Policy that tightens the static one of index.html once config.json
 * is known, so injected code cannot send data elsewhere: `connect-src` limited to the page's own
 * origin, the configured API server, the price service and the known-wallets list (when it is a
 * URL). A second policy can only restrict further, so this never widens what index.html allows.
 * Returns the policy text for `<meta http-equiv="Content-Security-Policy" content=…>`.
 */
export function cspForConfig(
  config: Pick<NetworkConfig, "server" | "priceApi" | "knownWallets">,
): string {
  const sources = ["'self'"];
  const knownWallets = typeof config.knownWallets === "string" ? config.knownWallets : null;
  for (const url of [config.server, config.priceApi, knownWallets]) {
    const origin = httpOrigin(url);
    if (origin && !sources.includes(origin)) sources.push(origin);
  }
  return `connect-src ${sources.join(" ")}`;
}

/**
 * Appends the runtime policy of {@link cspForConfig} to `<head>` (call once, after config.json
 * is loaded and before the app renders). Idempotent: a second call does nothing.
 */
export function applyRuntimeCsp(
  config: Pick<NetworkConfig, "server" | "priceApi" | "knownWallets">,
  doc: Document = document,
): void {
  if (doc.head.querySelector('meta[data-csp="runtime"]')) return;
  const meta = doc.createElement("meta");
  meta.httpEquiv = "Content-Security-Policy";
  meta.content = cspForConfig(config);
  meta.dataset.csp = "runtime";
  doc.head.appendChild(meta);
}
