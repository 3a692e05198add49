import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A stand-in for the browser's Worker: records what it was given, answers when told to. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  sent: unknown[] = [];
  constructor(public url: URL | string) {
    FakeWorker.made.push(this);
  }
  postMessage(data: unknown) {
    this.sent.push(data);
  }
}

/** A fresh copy of the module (its one worker per page is module state). */
async function fresh() {
  vi.resetModules();
  return import("./intl-warm");
}

/** Whether `p` has settled after the pending microtasks ran. */
async function settled(p: Promise<void>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe("warmIntl", () => {
  beforeEach(() => {
    FakeWorker.made = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("resolves at once without workers (tests, old browsers)", async () => {
    vi.stubGlobal("Worker", undefined);
    const { warmIntl } = await fresh();
    expect(await settled(warmIntl("de-DE"))).toBe(true);
  });

  it("starts one worker per page with the visitor's locale and resolves when it answers", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const { warmIntl } = await fresh();
    const first = warmIntl("fr-FR");
    const again = warmIntl("en-GB");
    expect(FakeWorker.made).toHaveLength(1);
    const worker = FakeWorker.made[0]!;
    expect(String(worker.url)).toMatch(/intl-warm-worker/);
    expect(worker.sent).toEqual(["fr-FR"]);
    expect(again).toBe(first);
    expect(await settled(first)).toBe(false);
    worker.onmessage?.(new MessageEvent("message", { data: true }));
    expect(await settled(first)).toBe(true);
  });

  it("resolves (never rejects) when the worker fails or is refused", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    let mod = await fresh();
    const failed = mod.warmIntl("en-GB");
    FakeWorker.made[0]!.onerror?.(new Event("error"));
    expect(await settled(failed)).toBe(true);

    vi.stubGlobal(
      "Worker",
      class {
        constructor() {
          throw new DOMException("refused", "SecurityError");
        }
      },
    );
    mod = await fresh();
    expect(await settled(mod.warmIntl("en-GB"))).toBe(true);
  });

  it("stops waiting after a second for a worker that never answers", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("Worker", FakeWorker);
    const { warmIntl } = await fresh();
    const warming = warmIntl("en-GB");
    expect(await settled(warming)).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(await settled(warming)).toBe(true);
  });
});

describe("the warm-up worker", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    self.onmessage = null;
  });

  it("builds the first render's kinds of formatters in the locale it is sent, answers and closes", async () => {
    const post = vi.spyOn(self, "postMessage").mockImplementation(() => undefined);
    const close = vi.spyOn(self, "close").mockImplementation(() => undefined);
    const built: string[] = [];
    /** A formatter kind that records the locale it is built for. */
    const kind = (name: string) =>
      class {
        constructor(locale: string) {
          built.push(`${name} ${locale}`);
        }
        format() {
          return "";
        }
        select() {
          return "";
        }
      };
    vi.stubGlobal("Intl", { NumberFormat: kind("number"), DateTimeFormat: kind("date"), PluralRules: kind("plural") });
    vi.resetModules();
    await import("./intl-warm-worker");
    self.onmessage?.(new MessageEvent("message", { data: "de-DE" }));
    expect(built).toEqual(["number de-DE", "date de-DE", "plural de-DE"]);
    expect(post).toHaveBeenCalledWith(true);
    expect(close).toHaveBeenCalled();
  });

  it("answers even for a locale the engine refuses (the page then builds its own formatters)", async () => {
    const post = vi.spyOn(self, "postMessage").mockImplementation(() => undefined);
    vi.spyOn(self, "close").mockImplementation(() => undefined);
    vi.resetModules();
    await import("./intl-warm-worker");
    self.onmessage?.(new MessageEvent("message", { data: "not a locale!" }));
    expect(post).toHaveBeenCalledWith(true);
  });
});
