import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
await page.goto(`http://127.0.0.1:4283/explorer/#/delegate-monitor`);
await page.waitForTimeout(3000);
console.log(await page.evaluate(() => { const el = document.querySelector('[data-testid=monitor-totals]'); return [el.className, getComputedStyle(el).gridTemplateColumns, window.innerWidth]; }));
await browser.close();
