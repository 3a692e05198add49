import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
page.on("request", (r) => r.url().includes("blocks?") && console.log("REQ", r.url().replace(/.*api\//, "")));
await page.goto(`http://127.0.0.1:4283/explorer/#/delegate-monitor`);
for (const wait of [2000, 6000]) {
  await page.waitForTimeout(wait);
  console.log(await page.evaluate(() => {
    const rows = [...document.querySelectorAll("table tbody tr")].slice(0, 12);
    return [document.querySelector("[data-testid=next-forger]")?.getAttribute("data-height"), ...rows.map((r) => r.innerText.replace(/\s+/g, " ").slice(0, 60) + " | " + r.querySelector("[data-testid=history-bar]")?.getAttribute("aria-label"))].join("\n");
  }));
}
await browser.close();
