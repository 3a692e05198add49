import { describe, expect, it, vi } from "vitest";
import {
  createSerialQueue,
  dayAverageRequest,
  getJson,
  historyRequest,
  parseDayAverage,
  parseHistory,
  parsePrice,
  PriceError,
  priceRequest,
  requestUrl,
} from "./price-client";

describe("request builders (external price service)", () => {
  it("current price: data/price?fsym&tsyms", () => {
    expect(priceRequest("ark", "usd")).toEqual({
      path: "data/price",
      params: { fsym: "ARK", tsyms: "USD" },
    });
    expect(requestUrl("https://min-api.cryptocompare.com/", priceRequest("ARK", "EUR"))).toBe(
      "https://min-api.cryptocompare.com/data/price?fsym=ARK&tsyms=EUR",
    );
  });

  it("history sets: day = 24 hourly, week 7, month 30, quarter 120, year 365 daily, all = allData", () => {
    const toTs = 1_700_000_000.7;
    expect(historyRequest("ARK", "USD", "day", toTs)).toEqual({
      path: "data/v2/histohour",
      params: { fsym: "ARK", tsym: "USD", toTs: "1700000000", limit: "23" },
    });
    const limits = { week: "6", month: "29", quarter: "119", year: "364" } as const;
    for (const [period, limit] of Object.entries(limits)) {
      const req = historyRequest("ARK", "BTC", period as keyof typeof limits, toTs);
      expect(req.path).toBe("data/v2/histoday");
      expect(req.params.limit).toBe(limit);
      expect(req.params.tsym).toBe("BTC");
    }
    const all = historyRequest("ARK", "USD", "all", toTs);
    expect(all.path).toBe("data/v2/histoday");
    expect(all.params.allData).toBe("true");
    expect(all.params.limit).toBeUndefined();
  });

  it("day average asks at the end of the transaction's UTC day minus 1 s", () => {
    // 2023-11-14T22:13:20Z → end of that UTC day 2023-11-14T23:59:59Z = 1700006399
    expect(dayAverageRequest("ARK", "USD", 1_700_000_000)).toEqual({
      path: "data/dayAvg",
      params: { fsym: "ARK", tsym: "USD", toTs: "1700006399" },
    });
    // the first and the last second of a day map to the same end
    expect(dayAverageRequest("ARK", "USD", 1_699_920_000).params.toTs).toBe("1700006399");
    expect(dayAverageRequest("ARK", "USD", 1_700_006_399).params.toTs).toBe("1700006399");
    expect(dayAverageRequest("ARK", "USD", 1_700_006_400).params.toTs).toBe("1700092799");
  });
});

describe("response parsing", () => {
  it("reads the currency field of a price answer", () => {
    expect(parsePrice({ USD: 0.31 }, "usd")).toBe(0.31);
    expect(() => parsePrice({ EUR: 0.3 }, "USD")).toThrow(PriceError);
  });

  it("an Error answer raises the service's message", () => {
    const body = { Response: "Error", Message: "fsym param is empty or null." };
    expect(() => parsePrice(body, "USD")).toThrow("fsym param is empty or null.");
    expect(() => parseHistory(body)).toThrow("fsym param is empty or null.");
    expect(() => parseDayAverage(body, "USD")).toThrow("fsym param is empty or null.");
  });

  it("reads v2 and v1 history answers and trims leading empty points", () => {
    const rows = [
      { time: 1, close: 0, volumeto: 0 },
      { time: 2, close: 0.3, volumeto: 12 },
      { time: 3, close: 0.31, volumeto: 15 },
    ];
    const expected = [
      { time: 2, close: 0.3, volume: 12 },
      { time: 3, close: 0.31, volume: 15 },
    ];
    expect(parseHistory({ Response: "Success", Data: { Data: rows } })).toEqual(expected);
    expect(parseHistory({ Response: "Success", Data: rows })).toEqual(expected);
    expect(() => parseHistory({ Response: "Success" })).toThrow(PriceError);
  });

  it("day average: the currency field, null when missing or zero", () => {
    expect(parseDayAverage({ USD: 0.3, ConversionType: { type: "direct" } }, "USD")).toBe(0.3);
    expect(parseDayAverage({ USD: 0 }, "USD")).toBeNull();
    expect(parseDayAverage({}, "USD")).toBeNull();
  });
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("serial queue (one call in flight, the rest queue)", () => {
  it("runs tasks one at a time, in order", async () => {
    const queue = createSerialQueue();
    const started: number[] = [];
    const [g0, g1, g2] = [deferred<number>(), deferred<number>(), deferred<number>()];
    const results = [g0, g1, g2].map((g, i) =>
      queue.run(() => {
        started.push(i);
        return g.promise;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0]);
    expect(queue.size).toBe(3);
    g0.resolve(10);
    await expect(results.at(0)).resolves.toBe(10);
    await vi.waitFor(() => expect(started).toEqual([0, 1]));
    g1.resolve(11);
    g2.resolve(12);
    await expect(Promise.all(results)).resolves.toEqual([10, 11, 12]);
    expect(started).toEqual([0, 1, 2]);
    await vi.waitFor(() => expect(queue.size).toBe(0));
  });

  it("a failing task does not stop the ones after it", async () => {
    const queue = createSerialQueue();
    const a = queue.run(() => Promise.reject(new Error("boom")));
    const b = queue.run(() => Promise.resolve("ok"));
    await expect(a).rejects.toThrow("boom");
    await expect(b).resolves.toBe("ok");
  });

  it("skips a task whose signal aborted while it waited", async () => {
    const queue = createSerialQueue();
    const gate = deferred<void>();
    const first = queue.run(() => gate.promise);
    const controller = new AbortController();
    const skipped = vi.fn(() => Promise.resolve(1));
    const second = queue.run(skipped, controller.signal);
    controller.abort();
    gate.resolve();
    await first;
    await expect(second).rejects.toBeDefined();
    expect(skipped).not.toHaveBeenCalled();
  });

  it("getJson never has two requests in flight", async () => {
    const queue = createSerialQueue();
    let inFlight = 0;
    let maxInFlight = 0;
    const fetchImpl = vi.fn(async () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight -= 1;
      return new Response(JSON.stringify({ USD: 0.3 }), { status: 200 });
    }) as unknown as typeof fetch;
    const calls = Array.from({ length: 5 }, () =>
      getJson("http://p", priceRequest("ARK", "USD"), { queue, fetchImpl }),
    );
    await Promise.all(calls);
    expect(fetchImpl).toHaveBeenCalledTimes(5);
    expect(maxInFlight).toBe(1);
  });

  it("getJson raises Error answers, HTTP failures and time-outs as PriceError", async () => {
    const queue = createSerialQueue();
    const answer = (body: string, status = 200) =>
      (async () => new Response(body, { status })) as unknown as typeof fetch;
    await expect(
      getJson("http://p", priceRequest("ARK", "USD"), {
        queue,
        fetchImpl: answer('{"Response":"Error","Message":"limit"}'),
      }),
    ).rejects.toThrow("limit");
    await expect(
      getJson("http://p", priceRequest("ARK", "USD"), { queue, fetchImpl: answer("{}", 500) }),
    ).rejects.toThrow("HTTP 500");
    const hang = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    await expect(
      getJson("http://p", priceRequest("ARK", "USD"), { queue, fetchImpl: hang, timeoutMs: 20 }),
    ).rejects.toThrow("timed out");
    // the queue is free again after the time-out
    await expect(
      getJson("http://p", priceRequest("ARK", "USD"), { queue, fetchImpl: answer('{"USD":1}') }),
    ).resolves.toEqual({ USD: 1 });
  });
});
