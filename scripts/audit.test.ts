// @vitest-environment node
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * scripts/audit.mjs run as a process with a stand-in `npm` first in PATH, which answers `npm audit`
 * with the given output and exit status (as the real one does: JSON on stdout, 1 on findings).
 */
const dir = mkdtempSync(join(tmpdir(), "audit-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function audit(npm: { stdout?: string; stderr?: string; status?: number } | null) {
  const bin = mkdtempSync(join(dir, "bin-"));
  if (npm) {
    writeFileSync(join(bin, "out.txt"), npm.stdout ?? "");
    writeFileSync(join(bin, "err.txt"), npm.stderr ?? "");
    writeFileSync(
      join(bin, "npm"),
      `#!/bin/sh\ncat "${bin}/out.txt"\ncat "${bin}/err.txt" >&2\nexit ${npm.status ?? 0}\n`,
    );
    chmodSync(join(bin, "npm"), 0o755);
  }
  // without a stand-in, PATH holds only node's own folder: npm cannot be found there
  const path = npm
    ? `${bin}${delimiter}${process.env.PATH}`
    : join(process.execPath, "..", "no-such-folder");
  const r = spawnSync(process.execPath, ["scripts/audit.mjs"], {
    encoding: "utf8",
    env: { ...process.env, PATH: path },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const counts = (high: number, critical: number) =>
  JSON.stringify({
    metadata: {
      vulnerabilities: { info: 0, low: 1, moderate: 2, high, critical, total: 3 + high + critical },
    },
  });

describe("scripts/audit.mjs", () => {
  it("passes quietly with no high or critical finding", () => {
    const r = audit({ stdout: counts(0, 0) });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(
      '[audit] production dependencies: {"info":0,"low":1,"moderate":2,"high":0,"critical":0,"total":3}',
    );
    expect(r.stderr).not.toContain("SKIPPED");
  });

  it("fails on a high or critical finding", () => {
    expect(audit({ stdout: counts(1, 0), status: 1 })).toMatchObject({
      status: 1,
      stderr: expect.stringContaining("1 high/critical vulnerabilities"),
    });
    expect(audit({ stdout: counts(0, 2), status: 1 }).status).toBe(1);
  });

  it.each([
    [
      "an error answer (a mirror without the audit endpoint)",
      {
        stdout: JSON.stringify({ error: { code: "E405", summary: "405 Method Not Allowed" } }),
        status: 1,
      },
      "405 Method Not Allowed",
    ],
    [
      "npm 10's answer to a 405 (empty summary, the reason in message)",
      {
        stdout: JSON.stringify({
          message:
            "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
          statusCode: 405,
          error: { summary: "", detail: "" },
        }),
        status: 1,
      },
      "405 Method Not Allowed - POST",
    ],
    [
      "no network",
      {
        stdout: "",
        stderr: "npm ERR! code ENOTFOUND\nnpm ERR! getaddrinfo ENOTFOUND registry.npmjs.org",
        status: 1,
      },
      "ENOTFOUND",
    ],
    ["an answer without counts", { stdout: "{}" }, "no vulnerability counts"],
  ])("an unreachable registry (%s): exit 0, but AUDIT SKIPPED on stderr", (_, npm, reason) => {
    const r = audit(npm);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/^\[audit\] AUDIT SKIPPED: registry unreachable \(/m);
    expect(r.stderr).toContain(reason);
    expect(r.stderr).toContain("NOT checked");
    expect(r.stdout).not.toContain("production dependencies");
  });

  it("without npm at all: skipped, loudly", () => {
    const r = audit(null);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain("AUDIT SKIPPED");
  });
});
