/**
 * Memoised Intl formatters: constructing one costs far more than formatting with it, and tables
 * format hundreds of cells per render (main-thread time on a phone). Keyed on locale + options (the
 * options objects here are small and flat).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function memo<F, O extends object>(
  cache: Map<string, F>,
  locale: string | undefined,
  options: O,
  make: () => F,
): F {
  // a flat concatenation: far cheaper than JSON.stringify on the hot path of every table cell
  let key = locale ?? "";
  for (const k in options) key += `|${k}=${String(options[k])}`;
  let f = cache.get(key);
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return memo(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return memo(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.RelativeTimeFormat(locale, options)`, built once per locale and options. */
export function relativeTimeFormat(
  locale: string | undefined,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return memo(relativeFormats, locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}
