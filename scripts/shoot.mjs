#!/usr/bin/env node
// Screenshots of explorer routes with Debian's Chromium, desktop 1280 px and mobile 375 px,
// day and night, to LOOK at what we build:
//   node scripts/shoot.mjs [--base http://127.0.0.1:4173/explorer/] [--out screenshots] route...
// e.g. node scripts/shoot.mjs /blocks/1 "/block/123"   (routes are hash routes)
import { mkdirSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const base = opt("base", "http://127.0.0.1:4173/explorer/");
const out = opt("out", "screenshots");
const only = opt("only", ""); // e.g. "desktop-day"
const routes = args.length ? args : ["/"];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: JSON.parse(readFileSync(new URL("../e2e/chromium-flags.json", import.meta.url), "utf8")),
});
const variants = [
  { name: "desktop-day", viewport: { width: 1280, height: 800 }, night: false },
  { name: "desktop-night", viewport: { width: 1280, height: 800 }, night: true },
  { name: "mobile-day", viewport: { width: 375, height: 812 }, night: false },
  { name: "mobile-night", viewport: { width: 375, height: 812 }, night: true },
].filter((v) => !only || only.split(",").includes(v.name));
for (const v of variants) {
  const context = await browser.newContext({ viewport: v.viewport, deviceScaleFactor: 1 });
  await context.addInitScript((night) => {
    localStorage.setItem(
      "ark-explorer:preferences",
      JSON.stringify({ state: { nightMode: night }, version: 2 }),
    );
  }, v.night);
  const page = await context.newPage();
  page.on(
    "console",
    (m) => m.type() === "error" && console.error(`[${v.name}] console: ${m.text()}`),
  );
  page.on("pageerror", (e) => console.error(`[${v.name}] pageerror: ${e.message}`));
  for (const route of routes) {
    await page.goto(`${base}#${route}`);
    await page.waitForLoadState("networkidle").catch(() => {});
    await page.waitForTimeout(600);
    const file = `${out}/${route.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${v.name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
