#!/usr/bin/env node
// Catalog completeness, run in CI: re-extracts the messages from the code and fails
// when a catalog is out of date (a message in the code missing from the catalogs, or an unused
// message still in them) or when any locale lacks a translation. en-GB is the source catalog;
// en-US reuses it.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const dir = "src/locales";
const SOURCE = "en-GB";

/** msgid → msgstr of a .po file (handles multi-line strings and msgctxt). */
function parsePo(text) {
  const entries = new Map();
  let current = null;
  let field = null;
  const unquote = (s) => JSON.parse(s);
  for (const line of text.split("\n")) {
    if (line.startsWith("msgctxt ")) {
      current = { ctx: unquote(line.slice(7)), id: "", str: "" };
      field = "ctx";
    } else if (line.startsWith("msgid ")) {
      current = {
        ctx: current?.str === "" && current?.id === "" ? current.ctx : undefined,
        id: unquote(line.slice(6)),
        str: "",
      };
      field = "id";
    } else if (line.startsWith("msgstr ")) {
      current.str = unquote(line.slice(7));
      field = "str";
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    } else if (line.trim() === "" && current) {
      if (current.id) entries.set(`${current.ctx ?? ""}\u0004${current.id}`, current.str);
      current = null;
      field = null;
    }
  }
  if (current?.id) entries.set(`${current.ctx ?? ""}\u0004${current.id}`, current.str);
  return entries;
}

function readCatalogs() {
  const out = {};
  for (const locale of readdirSync(dir))
    out[locale] = parsePo(readFileSync(join(dir, locale, "messages.po"), "utf8"));
  return out;
}

const before = readCatalogs();
const r = spawnSync("npx", ["lingui", "extract", "--clean"], { encoding: "utf8" });
if (r.status !== 0) {
  console.error(r.stdout, r.stderr);
  process.exit(1);
}
const after = readCatalogs();
const problems = [];
const sourceBefore = [...(before[SOURCE]?.keys() ?? [])].sort();
const sourceAfter = [...after[SOURCE].keys()].sort();
const added = sourceAfter.filter((k) => !before[SOURCE]?.has(k));
const removed = sourceBefore.filter((k) => !after[SOURCE].has(k));
if (added.length)
  problems.push(
    `${added.length} message(s) in the code were missing from the catalogs (now extracted): ${added
      .slice(0, 5)
      .map((k) => JSON.stringify(k.split("\u0004")[1]))
      .join(", ")}`,
  );
if (removed.length)
  problems.push(
    `${removed.length} unused message(s) were still in the catalogs (now removed): ${removed
      .slice(0, 5)
      .map((k) => JSON.stringify(k.split("\u0004")[1]))
      .join(", ")}`,
  );
for (const [locale, entries] of Object.entries(after)) {
  if (locale === SOURCE) continue;
  const missing = [...entries.entries()]
    .filter(([, str]) => !str.trim())
    .map(([k]) => k.split("\u0004")[1]);
  if (missing.length)
    problems.push(
      `${locale}: ${missing.length} untranslated message(s), e.g. ${missing
        .slice(0, 3)
        .map((m) => JSON.stringify(m))
        .join(", ")}`,
    );
}
if (problems.length) {
  console.error("[i18n] catalogs are not complete:\n- " + problems.join("\n- "));
  process.exit(1);
}
console.log(
  `[i18n] ${sourceAfter.length} messages, ${Object.keys(after).length} catalogs, all translated`,
);
