import { describe, expect, it } from "vitest";
import { datePattern, formatDateText, isIsoDate, parseDateText, patternText } from "./date-text";

const NAMES = { day: "DD", month: "MM", year: "YYYY" };

describe("datePattern (the language's numeric date, from Intl)", () => {
  it.each([
    ["fr-FR", "DD/MM/YYYY"],
    ["en-GB", "DD/MM/YYYY"],
    ["en-US", "MM/DD/YYYY"],
    ["it-IT", "DD/MM/YYYY"],
    ["pt-BR", "DD/MM/YYYY"],
    ["nl-NL", "DD-MM-YYYY"],
    ["pl-PL", "DD.MM.YYYY"],
  ])("%s reads %s", (locale, text) => expect(patternText(datePattern(locale), NAMES)).toBe(text));

  it("names the parts in the visitor's language", () => {
    expect(patternText(datePattern("fr-FR"), { day: "JJ", month: "MM", year: "AAAA" })).toBe(
      "JJ/MM/AAAA",
    );
  });

  it("falls back to day/month/year for a locale Intl does not take", () => {
    expect(datePattern("not a locale!")).toEqual({
      order: ["day", "month", "year"],
      separator: "/",
    });
  });
});

describe("parseDateText", () => {
  const fr = datePattern("fr-FR");
  const us = datePattern("en-US");
  it("reads the language's order", () => {
    expect(parseDateText("31/12/2024", fr)).toBe("2024-12-31");
    expect(parseDateText("12/31/2024", us)).toBe("2024-12-31");
    expect(parseDateText("02/01/2025", fr)).toBe("2025-01-02");
    expect(parseDateText("02/01/2025", us)).toBe("2025-02-01");
    expect(parseDateText("31.12.2024", datePattern("pl-PL"))).toBe("2024-12-31");
    expect(parseDateText("31-12-2024", datePattern("nl-NL"))).toBe("2024-12-31");
  });
  it("takes one-digit days and months, other separators, a time and ISO text", () => {
    expect(parseDateText(" 1/2/2025 ", fr)).toBe("2025-02-01");
    expect(parseDateText("1.2.2025", fr)).toBe("2025-02-01");
    expect(parseDateText("31/12/2024 14:05", fr)).toBe("2024-12-31T14:05");
    expect(parseDateText("31/12/2024 9h30", fr)).toBe("2024-12-31T09:30");
    expect(parseDateText("2024-12-31", fr)).toBe("2024-12-31");
    expect(parseDateText("2024-12-31", us)).toBe("2024-12-31");
  });
  it("refuses what is no date", () => {
    for (const text of [
      "",
      "31/12/24",
      "32/01/2024",
      "29/02/2023",
      "12/31/2024",
      "31/12/2024 24:00",
      "31/12/2024 10:60",
      "tomorrow",
      "2024-13-01",
      "1/1/0999",
    ]) {
      expect(parseDateText(text, fr), text).toBeNull();
    }
    expect(parseDateText("29/02/2024", fr)).toBe("2024-02-29");
  });
});

describe("formatDateText and isIsoDate", () => {
  it("shows ISO text the language's way, and round-trips", () => {
    const fr = datePattern("fr-FR");
    expect(formatDateText("2024-12-31", fr)).toBe("31/12/2024");
    expect(formatDateText("2024-12-31T14:05", fr)).toBe("31/12/2024 14:05");
    expect(formatDateText("2024-12-31", datePattern("en-US"))).toBe("12/31/2024");
    for (const iso of ["2024-01-02", "2025-02-28T00:00", "1999-12-31T23:59"]) {
      for (const locale of ["fr-FR", "en-US", "nl-NL", "pl-PL"]) {
        const pattern = datePattern(locale);
        expect(parseDateText(formatDateText(iso, pattern), pattern)).toBe(iso);
      }
    }
  });
  it("leaves text that is not an ISO date as it is", () => {
    expect(formatDateText("31/12/24", datePattern("fr-FR"))).toBe("31/12/24");
    expect(formatDateText("2024-02-30", datePattern("fr-FR"))).toBe("2024-02-30");
  });
  it("knows ISO dates", () => {
    expect(isIsoDate("2024-12-31")).toBe(true);
    expect(isIsoDate("2024-12-31T23:59")).toBe(true);
    expect(isIsoDate("2024-02-30")).toBe(false);
    expect(isIsoDate("2024-12-31T24:00")).toBe(false);
    expect(isIsoDate("31/12/2024")).toBe(false);
  });
});
