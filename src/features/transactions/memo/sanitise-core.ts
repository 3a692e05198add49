/**
 * Memo (vendorField) sanitising: memos are free text written by anyone, so spam and scam links
 * are dropped before they are shown. Output is PLAIN TEXT: the caller must render it as a
 * text node, never as HTML. HTML-like input ("<script>") is therefore kept verbatim.
 * The emoji table (gemoji, ~17 KB gzip) is a parameter: `./sanitise` binds it for the full
 * pipeline; lists load it only when a memo holds an emoji code (see useSanitisedMemo).
 *
 * Pipeline:
 *  1. cap at {@link MEMO_MAX_LENGTH} code points; lone surrogates → U+FFFD;
 *  2. remove bidi controls (U+202A–U+202E, U+2066–U+2069, plus LRM/RLM/ALM), zero-width
 *     characters (U+200B, U+200C, U+FEFF; U+200D except inside emoji ZWJ sequences) and
 *     C0/C1 control characters other than newline and tab;
 *  3. drop the memo (→ null) if it contains "onion" or a known URL-shortener domain (see
 *     {@link containsBlacklisted} for the matching rule);
 *  4. remove links (http(s)://…, www.…, ftp/file/javascript/vbscript/data/blob URIs) unless
 *     http(s)/www with a host on {@link ALLOWED_LINK_DOMAINS};
 *  5. convert GitHub-style emoji codes (":smile:" → "😄"), unknown codes stay as typed;
 *  6. censor the words pedo(s)/pedophile(s) with asterisks of the same length;
 *  7. collapse runs of spaces/tabs and trim; an empty result → null.
 */
/** Emoji short names ("smile", "+1") → emoji, as gemoji's `nameToEmoji`. */
export type EmojiTable = Readonly<Record<string, string>>;
import shorteners from "./url-shorteners.json";

/** Maximum memo length kept, in code points (input and output). */
export const MEMO_MAX_LENGTH = 1024;

/** Link hosts (and their subdomains) that survive link removal. */
export const ALLOWED_LINK_DOMAINS: readonly string[] = [
  "ark.io",
  "arkscan.io",
  "github.com",
  "ark.dev",
];

/**
 * Terms that drop the whole memo when found in its alphanumeric-only form ("onion": dark-web scam
 * links).
 */
export const BLACKLISTED_TERMS: readonly string[] = ["onion"];

/** Known URL-shortener hostnames (curated data file, lower case). */
export const URL_SHORTENER_DOMAINS: readonly string[] = shorteners.domains;

/** Stripped domains shorter than this are matched as literal hostnames only (see containsBlacklisted). */
const MIN_FUZZY_DOMAIN_LENGTH = 5;

const ALNUM = "\\p{L}\\p{N}";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const BIDI_AND_ZERO_WIDTH = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\u200C\uFEFF]/g;
/** ZWJ is kept only between two pictographs (emoji sequences such as 👨‍👩‍👧). */
const STRAY_ZWJ =
  /(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const LINE_SEPARATORS = /[\u2028\u2029]/g;

function stripToAlnum(text: string): string {
  return text.replace(new RegExp(`[^${ALNUM}]`, "gu"), "");
}

/**
 * Shortener matching, without one giant regex (a 147-domain alternation with Unicode classes took
 * V8 ~1 s to compile on the first memo, and again for two-byte text — a main-thread stall on the
 * transaction page that a hostile memo could trigger at will). Same rule, linear time:
 *  - stripped domain ≥ 5 chars ("bit.ly" → "bitly"): its letters in order with any run of
 *    non-alphanumerics between them ("bit.ly", "bit . ly", "b-i-t-l-y", "bitly"), bounded by
 *    non-alphanumerics on both sides — i.e. some consecutive alphanumeric runs of the text
 *    concatenate to it exactly, so "goo.gl" does not match "google" and "bitly" not "habitlying";
 *  - shorter ("t.co" → "tco", "is.gd", "ow.ly"): the literal hostname with hostname boundaries,
 *    so "react.component" or "Tco" never match but "https://t.co/x" and "sub.t.co" do.
 */
const FUZZY_SHORTENERS = new Set<string>();
const LITERAL_SHORTENERS: string[] = [];
for (const domain of URL_SHORTENER_DOMAINS) {
  const stripped = stripToAlnum(domain.toLowerCase());
  if (stripped.length >= MIN_FUZZY_DOMAIN_LENGTH) FUZZY_SHORTENERS.add(stripped);
  else LITERAL_SHORTENERS.push(domain.toLowerCase());
}
const LONGEST_FUZZY = Math.max(0, ...[...FUZZY_SHORTENERS].map((d) => d.length));
const ALNUM_RUN = new RegExp(`[${ALNUM}]+`, "gu");
const HOST_CHAR = new RegExp(`[${ALNUM}\\-]`, "u");

/** Whether the code point before `index` / at `index` of `text` may continue a hostname. */
function hostCharBefore(text: string, index: number): boolean {
  if (index === 0) return false;
  const lowSurrogate = index >= 2 && /[\uDC00-\uDFFF]/.test(text[index - 1]!);
  return HOST_CHAR.test(text.slice(lowSurrogate ? index - 2 : index - 1, index));
}
function hostCharAt(text: string, index: number): boolean {
  const cp = text.codePointAt(index);
  return cp !== undefined && HOST_CHAR.test(String.fromCodePoint(cp));
}

/** True when lower-cased, NFKC-folded `folded` mentions a shortener domain (rule above). */
function mentionsShortener(folded: string): boolean {
  const runs = folded.match(ALNUM_RUN) ?? [];
  for (let i = 0; i < runs.length; i++) {
    let joined = "";
    for (let j = i; j < runs.length && joined.length < LONGEST_FUZZY; j++) {
      joined += runs[j];
      if (FUZZY_SHORTENERS.has(joined)) return true;
    }
  }
  for (const domain of LITERAL_SHORTENERS) {
    for (let at = folded.indexOf(domain); at !== -1; at = folded.indexOf(domain, at + 1)) {
      if (!hostCharBefore(folded, at) && !hostCharAt(folded, at + domain.length)) return true;
    }
  }
  return false;
}

/**
 * True when the memo must be dropped: its alphanumeric-only, NFKC-normalised, lower-cased form
 * contains a {@link BLACKLISTED_TERMS} entry, or it mentions a URL-shortener domain (rule above).
 */
export function containsBlacklisted(memo: string): boolean {
  const folded = memo.normalize("NFKC").toLowerCase();
  const stripped = stripToAlnum(folded);
  if (BLACKLISTED_TERMS.some((term) => stripped.includes(term))) return true;
  return mentionsShortener(folded);
}

const LINK = /(?<![\p{L}\p{N}])(?:(?:https?|ftp|file|javascript|vbscript|data|blob):|www\.)\S*/giu;

function isAllowedLink(link: string): boolean {
  if (!/^(?:https?:\/\/|www\.)/i.test(link)) return false;
  let host: string;
  try {
    host = new URL(/^www\./i.test(link) ? `http://${link}` : link).hostname.toLowerCase();
  } catch {
    return false;
  }
  return ALLOWED_LINK_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** Removes every link except http(s)/www links to {@link ALLOWED_LINK_DOMAINS}. */
export function removeSpamLinks(text: string): string {
  return text.replace(LINK, (link) => (isAllowedLink(link) ? link : ""));
}

/**
 * Replaces GitHub-style emoji codes (":smile:" → "😄", ":+1:" → "👍") found in `table`; unknown
 * codes are kept, and so is every code when no table is given.
 */
export function convertEmojiCodesWith(text: string, table: EmojiTable | null): string {
  if (!table) return text;
  return text.replace(/:([a-z0-9_+-]+):/gi, (code: string, name: string) => {
    const key = name.toLowerCase();
    return Object.hasOwn(table, key) ? (table[key] ?? code) : code;
  });
}

const CENSORED = /(?<![\p{L}\p{N}_])(?:pedophiles?|pedos?)(?![\p{L}\p{N}_])/giu;

/** Replaces the whole words pedo(s)/pedophile(s), any case, with asterisks of the same length. */
export function censorWords(text: string): string {
  return text.replace(CENSORED, (word) => "*".repeat(word.length));
}

function capCodePoints(text: string, max: number): string {
  if (text.length <= max) return text;
  // 2·max UTF-16 units always hold ≥ max code points; a pair split at the cut lies past max.
  return Array.from(text.slice(0, 2 * max))
    .slice(0, max)
    .join("");
}

/**
 * Sanitises a transaction memo for display as plain text (pipeline in the module comment), with
 * emoji codes converted through `emoji` (kept as typed when null). Returns null when there is
 * nothing to show: undefined/empty input, a blacklisted memo (dropped entirely), or nothing left
 * after sanitising.
 */
export function sanitiseMemoWith(
  memo: string | undefined,
  emoji: EmojiTable | null,
): string | null {
  if (typeof memo !== "string" || memo.length === 0) return null;
  const cleaned = capCodePoints(memo, MEMO_MAX_LENGTH)
    .replace(LONE_SURROGATE, "\uFFFD")
    .replace(BIDI_AND_ZERO_WIDTH, "")
    .replace(STRAY_ZWJ, "")
    .replace(/\r\n?/g, "\n")
    .replace(LINE_SEPARATORS, "\n")
    .replace(CONTROL_CHARS, "");
  if (containsBlacklisted(cleaned)) return null;
  const result = censorWords(convertEmojiCodesWith(removeSpamLinks(cleaned), emoji))
    .replace(/[ \t]{2,}/g, " ")
    .trim();
  return result.length === 0 ? null : capCodePoints(result, MEMO_MAX_LENGTH);
}
