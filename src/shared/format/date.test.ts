import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatChartLabel } from "./chart-label";
import {
  endOfUtcDay,
  formatDateTime,
  formatRelative,
  roundedNowUnix,
  unixToEpoch,
  type ChartPeriod,
} from "./date";

const ARK_EPOCH = "2017-03-21T13:00:00.000Z"; // unix 1490101200
const sp = (s: string): string => s.replace(/\s/g, " ");

describe("epoch conversions", () => {
  it.each([
    [0, ARK_EPOCH, 1490101200],
    [86400, ARK_EPOCH, 1490187600],
    [-1, ARK_EPOCH, 1490101199],
    [100, "1970-01-01T00:00:00Z", 100],
  ])("unixToEpoch: epoch %i since %s is unix %i", (epoch, iso, unix) => {
    expect(unixToEpoch(unix, iso)).toBe(epoch);
  });

  it("throws on an invalid epoch date", () => {
    expect(() => unixToEpoch(0, "not a date")).toThrow(/Invalid network epoch/);
  });

  it("counts from the epoch for any time (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (epoch) => {
        expect(unixToEpoch(1490101200 + epoch, ARK_EPOCH)).toBe(epoch);
      }),
    );
  });
});

describe("formatDateTime", () => {
  it.each([
    ["en-GB", "21/03/2017, 13:00:00 UTC"],
    ["en-US", "3/21/17, 1:00:00 PM UTC"],
    ["it-IT", "21/03/17, 13:00:00 UTC"],
  ])("utc %s → %s", (locale, expected) => {
    expect(sp(formatDateTime(1490101200, locale, "utc"))).toBe(expected);
  });

  it("local mode matches Intl with the runtime zone", () => {
    const expected = new Intl.DateTimeFormat("en-GB", {
      dateStyle: "short",
      timeStyle: "long",
    }).format(1490101200000);
    expect(formatDateTime(1490101200, "en-GB")).toBe(expected);
  });
});

describe("formatRelative", () => {
  const now = 1_700_000_000;
  it.each([
    [now - 200, "en-GB", "3 minutes ago"],
    [now - 59, "en-GB", "59 seconds ago"],
    [now, "en-GB", "now"],
    [now - 3600, "en-GB", "1 hour ago"],
    [now - 86400, "en-GB", "1 day ago"],
    [now - 8 * 86400, "en-GB", "1 week ago"],
    [now - 60 * 86400, "en-GB", "2 months ago"],
    [now - 800 * 86400, "en-GB", "2 years ago"],
    [now + 7200, "en-GB", "in 2 hours"],
    [now + 7200, "fr-FR", "dans 2 heures"],
  ])("%i → %s (%s)", (unix, locale, expected) => {
    expect(sp(formatRelative(unix, locale, now))).toBe(expected);
  });
});

describe("formatChartLabel", () => {
  it.each<[number, ChartPeriod, string]>([
    [Date.UTC(2020, 0, 2, 9, 5) / 1000, "day", "09:05"],
    [Date.UTC(2020, 0, 2, 9, 5) / 1000, "week", "02.01"],
    [Date.UTC(2020, 11, 31, 23, 59) / 1000, "month", "31.12"],
    [Date.UTC(2020, 11, 31, 23, 59) / 1000, "quarter", "31.12"],
    [Date.UTC(2020, 11, 31, 23, 59) / 1000, "year", "31.12"],
    [Date.UTC(2020, 11, 31, 23, 59) / 1000, "all", "31.12"],
  ])("%i %s (utc) → %s", (unix, period, expected) => {
    expect(formatChartLabel(unix, period, "utc")).toBe(expected);
  });

  it("local mode uses the runtime zone", () => {
    const d = new Date(2020, 0, 2, 9, 5);
    expect(formatChartLabel(d.getTime() / 1000, "day")).toBe("09:05");
    expect(formatChartLabel(d.getTime() / 1000, "week")).toBe("02.01");
  });
});

describe("endOfUtcDay", () => {
  it.each([
    ["2020-01-01T00:00:00Z", "2020-01-01T23:59:59.000Z"],
    ["2020-01-01T12:34:56Z", "2020-01-01T23:59:59.000Z"],
    ["2020-01-01T23:59:59Z", "2020-01-01T23:59:59.000Z"],
    ["2020-01-02T00:00:00Z", "2020-01-02T23:59:59.000Z"],
  ])("%s → %s", (input, expected) => {
    const out = endOfUtcDay(Date.parse(input) / 1000);
    expect(new Date(out * 1000).toISOString()).toBe(expected);
  });

  it("is the last second of the same UTC day (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), (unix) => {
        const end = endOfUtcDay(unix);
        expect(end).toBeGreaterThanOrEqual(unix);
        expect(end - unix).toBeLessThan(86400);
        expect((end + 1) % 86400).toBe(0);
      }),
    );
  });
});

describe("roundedNowUnix", () => {
  it("rounds down to the step, the same for every visitor of that step", () => {
    expect(roundedNowUnix(60, Date.parse("2024-05-01T10:20:59.999Z"))).toBe(
      Date.parse("2024-05-01T10:20:00Z") / 1000,
    );
    expect(roundedNowUnix(60, Date.parse("2024-05-01T10:20:00.000Z"))).toBe(
      Date.parse("2024-05-01T10:20:00Z") / 1000,
    );
    expect(roundedNowUnix(8, 16_999)).toBe(16);
    expect(roundedNowUnix(0, 1_500)).toBe(1); // a step below 1 s counts as 1 s
  });

  it("is a multiple of the step at most one step back (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 1, max: 86_400 }),
        (ms, step) => {
          const out = roundedNowUnix(step, ms);
          expect(out % step).toBe(0);
          expect(ms / 1000 - out).toBeGreaterThanOrEqual(0);
          expect(ms / 1000 - out).toBeLessThan(step);
        },
      ),
    );
  });
});
