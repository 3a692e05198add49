import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { TRANSACTION_TYPES } from "@/shared/api/transaction-types";
import { GLOSSARY, PAGE_INTROS, termOfType } from "./terms";

/** The `### …` headings of docs/glossary.md. */
function docHeadings(): string[] {
  const text = readFileSync(resolve(__dirname, "../../../docs/glossary.md"), "utf8");
  return [...text.matchAll(/^### (.+)$/gm)].map((m) => m[1]!.trim());
}

/** The sentences of a hint: text ending with ".", "!" or "?" (a "." inside a number does not end one). */
const sentences = (text: string) => text.split(/[.!?](?=\s|$)/).filter((s) => s.trim() !== "");

describe("the glossary", () => {
  it("explains every term under a heading of docs/glossary.md", () => {
    const headings = docHeadings();
    const missing = Object.entries(GLOSSARY)
      .filter(([, term]) => !headings.includes(term.doc))
      .map(([key, term]) => `${key}: ### ${term.doc}`);
    expect(missing).toEqual([]);
  });

  it("keeps each hint short: one or two sentences, at most 160 characters", () => {
    for (const [key, term] of Object.entries(GLOSSARY)) {
      const hint = term.hint.message ?? "";
      expect(hint, key).not.toBe("");
      expect(sentences(hint).length, `${key}: ${hint}`).toBeLessThanOrEqual(2);
      expect(hint.length, `${key}: ${hint}`).toBeLessThanOrEqual(160);
      expect(term.name.message, key).toBeTruthy();
    }
  });

  it("keeps each page introduction to one short line", () => {
    for (const [page, intro] of Object.entries(PAGE_INTROS)) {
      expect(intro.message!.length, page).toBeLessThanOrEqual(170);
    }
  });

  it("names a term for every transaction type but the transfer", () => {
    for (const def of TRANSACTION_TYPES) {
      const term = termOfType(def.typeGroup, def.type);
      if (def.key === "TRANSFER") expect(term).toBeUndefined();
      else expect(term, def.key).toBeDefined();
    }
    expect(termOfType(1, 8)).toBe("lock");
    expect(termOfType(2, 6)).toBe("entity");
    expect(termOfType(9, 99)).toBeUndefined();
  });
});
