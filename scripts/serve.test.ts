// @vitest-environment node
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The preview server (scripts/serve.mjs: `npm start`, `npm run preview`, the e2e tests) started as
 * a process of its own on a free port, against a temporary build folder `dist` (the repository's
 * index.html) with a sibling `dist-private` whose name starts with the served folder's.
 */

/** index.html's own policy (its CSP meta). */
const POLICY =
  /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
    readFileSync("index.html", "utf8"),
  )?.[1] ?? "";
const SECRET = "the sibling folder's secret";

let dir = "";
let server: ChildProcess | undefined;
let port = 0;

/** One raw request (the path exactly as given: fetch() would normalise it). */
function get(path: string): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "serve-test-"));
  mkdirSync(join(dir, "dist", "assets"), { recursive: true });
  mkdirSync(join(dir, "dist-private"));
  copyFileSync("index.html", join(dir, "dist", "index.html"));
  writeFileSync(join(dir, "dist", "assets", "app-1234.js"), "console.log(1);\n");
  writeFileSync(join(dir, "dist-private", "secret.txt"), SECRET);
  server = spawn(
    process.execPath,
    ["scripts/serve.mjs", "--port", "0", "--base", "/explorer/", "--dir", join(dir, "dist")],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  port = await new Promise<number>((resolve, reject) => {
    let out = "";
    server!.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const found = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (found) resolve(Number(found[1]));
    });
    server!.on("exit", (code) => reject(new Error(`serve.mjs exited (${code})`)));
    setTimeout(() => reject(new Error("serve.mjs did not start")), 10_000);
  });
});

afterAll(() => {
  server?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("scripts/serve.mjs: no request stops it, none leaves the served folder", () => {
  it("serves the build under the base", async () => {
    const index = await get("/explorer/");
    expect(index.status).toBe(200);
    expect(index.body).toContain("<title>ARK Explorer</title>");
    expect((await get("/explorer/assets/app-1234.js")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("a path that is not valid percent-encoding is answered 400, and the server keeps answering", async () => {
    expect((await get("/explorer/%E0%A4%A")).status).toBe(400);
    expect((await get("/explorer/%")).status).toBe(400);
    // not a path at all (new URL() refuses it)
    expect((await get("//")).status).toBe(400);
    expect((await get("/explorer/")).status).toBe(200);
  });

  it("a sibling folder whose name starts with the served one's is not reachable", async () => {
    for (const path of [
      "/explorer/..%2fdist-private%2fsecret.txt",
      "/explorer/..%2Fdist-private/secret.txt",
      "/explorer/%2e%2e%2fdist-private%2fsecret.txt",
      "/explorer/assets/..%2f..%2fdist-private%2fsecret.txt",
      "/explorer/..%5cdist-private%5csecret.txt",
      "/explorer/secret.txt%00.js",
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain(SECRET);
    }
    expect((await get("/explorer/")).status).toBe(200);
  });

  it("sends the security headers: the page's CSP with frame-ancestors 'none', no referrer, no sniffing; no HSTS over http", async () => {
    expect(POLICY).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self';/);
    for (const path of [
      "/explorer/",
      "/explorer/assets/app-1234.js",
      "/explorer/missing",
      "/explorer/%E0%A4%A",
    ]) {
      const { headers } = await get(path);
      expect(headers["content-security-policy"], path).toBe(`${POLICY}; frame-ancestors 'none'`);
      expect(headers["referrer-policy"], path).toBe("no-referrer");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["strict-transport-security"], path).toBeUndefined();
    }
  });
});
