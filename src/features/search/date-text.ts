/**
 * Dates typed in the advanced search, in the app's language rather than the browser's: the order
 * and separator of the language's numeric date come from Intl (`fr-FR` → 31/12/2024, `en-US` →
 * 12/31/2024, `nl-NL` → 31-12-2024, `pl-PL` → 31.12.2024). The URL keeps ISO text (`2024-12-31`,
 * `2024-12-31T14:05`) so a deep link means the same date in every language.
 * A small parser of our own rather than date-fns `parse`: numeric dates need no locale data, and
 * `parse` brings every token parser into the page.
 */

type Part = "day" | "month" | "year";

/** The numeric date layout of a language: the parts in order and the separator between them. */
export interface DatePattern {
  order: readonly [Part, Part, Part];
  separator: string;
}

const FALLBACK: DatePattern = { order: ["day", "month", "year"], separator: "/" };
const patterns = new Map<string, DatePattern>();

/** The numeric date layout of `locale` (BCP 47), from Intl; day/month/year with "/" if unknown. */
export function datePattern(locale: string): DatePattern {
  const cached = patterns.get(locale);
  if (cached) return cached;
  let pattern = FALLBACK;
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    }).formatToParts(Date.UTC(2024, 11, 31));
    const order = parts
      .map((p) => p.type)
      .filter((t): t is Part => t === "day" || t === "month" || t === "year");
    const separator = parts.find((p) => p.type === "literal")?.value.trim();
    if (order.length === 3 && new Set(order).size === 3 && separator)
      pattern = { order: order as [Part, Part, Part], separator };
  } catch {
    // an unknown locale keeps the fallback
  }
  patterns.set(locale, pattern);
  return pattern;
}

/** Names of the parts in the hint, in the visitor's language (e.g. `{ day: "JJ", month: "MM", year: "AAAA" }`). */
export type PartNames = Record<Part, string>;

/** The pattern as the visitor reads it: "DD/MM/YYYY", "JJ/MM/AAAA", "MM/DD/YYYY"… */
export function patternText(pattern: DatePattern, names: PartNames): string {
  return pattern.order.map((p) => names[p]).join(pattern.separator);
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function isoOf(y: number, mo: number, d: number, h?: number, mi?: number): string | null {
  if (y < 1000 || mo < 1 || mo > 12 || d < 1) return null;
  // 31 April, 29 February of a common year: the day rolls over, so it is no date
  if (new Date(Date.UTC(y, mo - 1, d)).getUTCDate() !== d) return null;
  const date = `${y}-${pad(mo)}-${pad(d)}`;
  if (h === undefined || mi === undefined) return date;
  if (h > 23 || mi > 59) return null;
  return `${date}T${pad(h)}:${pad(mi)}`;
}

/** True when `value` is a date as the URL keeps it (ISO date, optionally with hours and minutes). */
export function isIsoDate(value: string): boolean {
  const m = ISO.exec(value);
  return (
    !!m &&
    isoOf(
      Number(m[1]),
      Number(m[2]),
      Number(m[3]),
      m[4] === undefined ? undefined : Number(m[4]),
      m[5] === undefined ? undefined : Number(m[5]),
    ) === value
  );
}

/**
 * Date text typed in the language's order → ISO text, or null when it is not a date. Any of
 * `/ . -` separates the parts (one or two digits for day and month, four for the year); a time
 * `HH:mm` may follow after a space. An ISO date (year first) is accepted in every language.
 */
export function parseDateText(text: string, pattern: DatePattern): string | null {
  const m = /^(\d{1,4})[-/.](\d{1,2})[-/.](\d{1,4})\.?(?:[ ,T]+(\d{1,2})[:h.](\d{2}))?$/.exec(
    text.trim(),
  );
  if (!m) return null;
  const nums = [m[1]!, m[2]!, m[3]!];
  const h = m[4] === undefined ? undefined : Number(m[4]);
  const mi = m[5] === undefined ? undefined : Number(m[5]);
  if (nums[0]!.length === 4) return isoOf(Number(nums[0]), Number(nums[1]), Number(nums[2]), h, mi);
  const at = (part: Part) => nums[pattern.order.indexOf(part)]!;
  if (at("year").length !== 4 || at("day").length > 2 || at("month").length > 2) return null;
  return isoOf(Number(at("year")), Number(at("month")), Number(at("day")), h, mi);
}

/** ISO text → the language's date text ("2024-12-31T14:05" → "31/12/2024 14:05"); other text unchanged. */
export function formatDateText(value: string, pattern: DatePattern): string {
  const m = ISO.exec(value);
  if (!m || !isIsoDate(value)) return value;
  const parts: Record<Part, string> = { year: m[1]!, month: m[2]!, day: m[3]! };
  const date = pattern.order.map((p) => parts[p]).join(pattern.separator);
  return m[4] === undefined ? date : `${date} ${m[4]}:${m[5]}`;
}
