import { chromium } from "@playwright/test";
const [route, out, night, width, y, h, enUS] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 800 }, deviceScaleFactor: 1 });
await context.addInitScript(([n]) => {
  localStorage.setItem("ark-explorer:preferences", JSON.stringify({ state: { nightMode: n, language: "en-GB" }, version: 2 }));
}, [night === "1"]);
const page = await context.newPage();
page.on("pageerror", (e) => console.error(`pageerror: ${e.message}`));
page.on("console", (m) => m.type() === "error" && console.error(`console: ${m.text()}`));
await page.goto(`http://127.0.0.1:4283/explorer/#${route}`);
await page.waitForLoadState("networkidle").catch(() => {});
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y: Number(y), width: Number(width), height: Number(h) } });
await browser.close();
