import { defineConfig, devices } from "@playwright/test";
import { readFileSync } from "node:fs";

/**
 * End-to-end tests: the production build served under /explorer/ (scripts/serve.mjs), talking to
 * the REAL local ARK Core testnet (e2e/testnet) — never a mock of the ARK API. Only the price
 * service and the known-wallets list are stubbed (e2e/stubs/server.mjs, real response shapes).
 * Debian's Chromium (/usr/bin/chromium); `npx playwright install` is not used.
 */
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4180);
const STUB_PORT = Number(process.env.E2E_STUB_PORT ?? 4175);
/**
 * `E2E_PROFILE=scale` (npm run test:scale) runs only the `scale` project (e2e/scale/) against the
 * mainnet-scale chain (e2e/testnet/scale.sh); otherwise the desktop and mobile projects run
 * everything else.
 */
const SCALE = process.env.E2E_PROFILE === "scale";
const CONFIG = process.env.E2E_CONFIG ?? "e2e/config.e2e.json";
/** Debian Chromium flags that work on these machines (shared with the bench and soak scripts). */
const chromiumArgs = JSON.parse(
  readFileSync(new URL("./e2e/chromium-flags.json", import.meta.url), "utf8"),
) as string[];

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}/explorer/`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: SCALE
    ? [
        {
          name: "scale",
          testMatch: "scale/**/*.spec.ts",
          use: {
            ...devices["Desktop Chrome"],
            viewport: { width: 1280, height: 800 },
            channel: undefined,
          },
        },
      ]
    : [
        {
          name: "desktop",
          testIgnore: "scale/**",
          use: {
            ...devices["Desktop Chrome"],
            viewport: { width: 1280, height: 800 },
            channel: undefined,
          },
        },
        {
          name: "mobile",
          testIgnore: "scale/**",
          use: {
            viewport: { width: 375, height: 812 },
            isMobile: true,
            hasTouch: true,
            deviceScaleFactor: 2,
          },
        },
      ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${APP_PORT} --base /explorer/ --dir ${process.env.E2E_DIST ?? "dist"} --config ${CONFIG}`,
      url: `http://127.0.0.1:${APP_PORT}/explorer/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node e2e/stubs/server.mjs --port ${STUB_PORT}`,
      url: `http://127.0.0.1:${STUB_PORT}/health`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
