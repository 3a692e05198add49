import { describe, expect, it } from "vitest";
import { detectLocale, normaliseLocale } from "./locales";

describe("locale detection and normalisation", () => {
  it.each([
    ["en-GB", "en-GB"],
    ["en-us", "en-US"],
    ["en", "en-GB"],
    ["en-AU", "en-GB"],
    ["it", "it-IT"],
    ["fr_fr", "fr-FR"],
    ["pt", "pt-BR"],
    ["pt-PT", "pt-BR"],
    ["pl-PL", "pl-PL"],
    ["nl-BE", "nl-NL"],
    ["de-DE", null],
    ["", null],
    ["<script>", null],
    [42, null],
  ])("%j → %j", (input, expected) => {
    expect(normaliseLocale(input)).toBe(expected);
  });
  it("takes the browser's first enabled language, else en-GB", () => {
    expect(detectLocale(["de-DE", "fr-CA", "en-US"])).toBe("fr-FR");
    expect(detectLocale(["de-DE"])).toBe("en-GB");
    expect(detectLocale(undefined)).toBe("en-GB");
  });
});
