/** Where the runtime configuration is: `config.json` next to index.html (which preloads it). */
export const CONFIG_URL = "./config.json";

/** config.json's `title` as the app accepts it: a non-blank string of at most 80 characters. */
export function isConfigTitle(value: unknown): value is string {
  return typeof value === "string" && value.trim().length > 0 && value.length <= 80;
}

/**
 * An absolute http(s) URL without a user name or password: config.json's check of a URL field (the
 * start script's too). Credentials are refused: a browser refuses to fetch such a URL, and as a
 * footer link `https://ark.io@evil.example` would read as ark.io and go to evil.example.
 */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const { protocol, username, password } = new URL(value);
    return (protocol === "http:" || protocol === "https:") && !username && !password;
  } catch {
    return false;
  }
}

let started: Promise<string | undefined> | undefined;

/**
 * Reads `url` as text: undefined when it is missing (any non-2xx answer) or unreachable. Never
 * rejects.
 */
function fetchConfigText(url: string = CONFIG_URL): Promise<string | undefined> {
  return fetch(url, { credentials: "same-origin" })
    .then((response) => (response.ok ? response.text() : undefined))
    .catch(() => undefined);
}

/**
 * Starts reading config.json once per page and returns that read: the start script starts it
 * (for the first paint's heading on home) and the app's configuration takes the same answer
 * ({@link takeConfigText}), one request for both. A module of its own, in the start chunk.
 */
export function startConfigText(): Promise<string | undefined> {
  started ??= fetchConfigText(CONFIG_URL);
  return started;
}

/** Whether the app took the first read already (a later take reads the file again). */
let taken = false;

/**
 * config.json's text for the app's configuration: the page's first read, shared with the start
 * script whichever of the two asks first (taken once: a later load reads the file again), or a
 * read of its own for another file.
 */
export function takeConfigText(url: string = CONFIG_URL): Promise<string | undefined> {
  if (url !== CONFIG_URL || taken) return fetchConfigText(url);
  taken = true;
  return startConfigText();
}
