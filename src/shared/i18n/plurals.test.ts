import { i18n, type Messages } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { describe, expect, it } from "vitest";
import { messages as fr } from "../../locales/fr-FR/messages.po";
import { messages as it_ } from "../../locales/it-IT/messages.po";
import { messages as nl } from "../../locales/nl-NL/messages.po";
import { messages as pl } from "../../locales/pl-PL/messages.po";
import { messages as pt } from "../../locales/pt-BR/messages.po";

/**
 * Counts in messages use ICU plural forms in every catalog: the translations parse, and each
 * language picks its own form (Polish has one/few/many, French counts 0 as singular).
 */
const rounds = (n: number) => msg`${plural(n, { one: "# round", other: "# rounds" })}`;
const lastRounds = (historyRounds: number) =>
  msg`${plural(historyRounds, { one: "Last round", other: "Last # rounds" })}`;
const results = (total: number) => msg`${plural(total, { one: "# result", other: "# results" })}`;

function say(locale: string, messages: Messages, descriptor: ReturnType<typeof rounds>): string {
  i18n.loadAndActivate({ locale, messages });
  return i18n._(descriptor);
}

describe("plural forms in the catalogs", () => {
  it("English (the source texts)", () => {
    expect([1, 5].map((n) => say("en-GB", {}, lastRounds(n)))).toEqual([
      "Last round",
      "Last 5 rounds",
    ]);
    expect(say("en-GB", {}, results(1234))).toBe("1,234 results");
  });
  it("Polish: one, few and many", () => {
    expect([1, 2, 5, 22].map((n) => say("pl-PL", pl, rounds(n)))).toEqual([
      "1 runda",
      "2 rundy",
      "5 rund",
      "22 rundy",
    ]);
    expect([1, 5].map((n) => say("pl-PL", pl, lastRounds(n)))).toEqual([
      "Ostatnia runda",
      "Ostatnich 5 rund",
    ]);
    expect([1, 3, 12].map((n) => say("pl-PL", pl, results(n)))).toEqual([
      "1 wynik",
      "3 wyniki",
      "12 wyników",
    ]);
  });
  it("French counts 0 and 1 as one", () => {
    expect([0, 1, 2].map((n) => say("fr-FR", fr, results(n)))).toEqual([
      "0 résultat",
      "1 résultat",
      "2 résultats",
    ]);
    expect(say("fr-FR", fr, lastRounds(10))).toBe("10 derniers tours");
  });
  it("Italian, Dutch and Portuguese", () => {
    expect(say("it-IT", it_, lastRounds(1))).toBe("Ultimo round");
    expect(say("nl-NL", nl, rounds(1))).toBe("1 ronde");
    expect(say("nl-NL", nl, rounds(20))).toBe("20 rondes");
    expect(say("pt-BR", pt, lastRounds(5))).toBe("Últimas 5 rodadas");
  });
});
