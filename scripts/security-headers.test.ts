// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The security headers a deployment sends (docs/deploy.md, "Security headers"): the nginx example
 * (docs/nginx/explorer-static.conf including docs/nginx/explorer-security-headers.conf) against the
 * app's own policy in index.html. scripts/serve.test.ts checks the preview server's.
 */

const SNIPPET = "docs/nginx/explorer-security-headers.conf";
const read = (path: string) => readFileSync(path, "utf8");
/**
 * An nginx file without its comments: as nginx reads them, a `#` that starts a word outside quotes
 * (`$request_uri#$slot` is no comment).
 */
function withoutComments(conf: string): string {
  let out = "";
  let quote = "";
  for (let i = 0; i < conf.length; i++) {
    const ch = conf[i]!;
    if (quote) {
      if (ch === "\\") {
        out += ch + (conf[++i] ?? "");
        continue;
      }
      if (ch === quote) quote = "";
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "#" && (i === 0 || /\s/.test(conf[i - 1]!))) {
      while (i < conf.length && conf[i] !== "\n") i++;
      out += "\n";
      continue;
    }
    out += ch;
  }
  return out;
}

/** `name value` → directives, in order (`default-src 'self'; …`). */
function directives(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), values);
  }
  return out;
}

/** The `add_header Name "value" always;` lines of an nginx file, by lower-case name. */
function addHeaders(conf: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of withoutComments(conf).matchAll(
    /^\s*add_header\s+([\w-]+)\s+"([^"]*)"\s+always;/gm,
  ))
    out.set(m[1]!.toLowerCase(), m[2]!);
  return out;
}

/** One nginx block: its head (`location /explorer/`), its own statements, the blocks inside it. */
interface Block {
  head: string;
  statements: string[];
  blocks: Block[];
}

/** A small reader of nginx's block structure: braces and `;` inside quotes are text. */
function parseNginx(conf: string): Block {
  const root: Block = { head: "", statements: [], blocks: [] };
  const stack = [root];
  let text = "";
  let quote = "";
  for (const ch of withoutComments(conf)) {
    if (quote) {
      if (ch === quote) quote = "";
      text += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      text += ch;
    } else if (ch === "{") {
      const block: Block = { head: text.trim(), statements: [], blocks: [] };
      stack.at(-1)!.blocks.push(block);
      stack.push(block);
      text = "";
    } else if (ch === "}") {
      stack.pop();
      text = "";
    } else if (ch === ";") {
      stack.at(-1)!.statements.push(text.trim().replace(/\s+/g, " "));
      text = "";
    } else text += ch;
  }
  return root;
}

const locations = (block: Block): Block[] =>
  block.blocks.flatMap((b) => [...(b.head.startsWith("location") ? [b] : []), ...locations(b)]);

/** index.html's own policy (its CSP meta) and referrer meta. */
const html = read("index.html");
const pagePolicy =
  /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? "";
const pageReferrer = /<meta name="referrer" content="([^"]+)"/.exec(html)?.[1] ?? "";

describe("the nginx example sends the security headers", () => {
  const headers = addHeaders(read(SNIPPET));

  it("a CSP equivalent to index.html's, with frame-ancestors 'none' and connect-src to named origins only", () => {
    const page = directives(pagePolicy);
    const sent = directives(headers.get("content-security-policy") ?? "");
    expect(page.size).toBeGreaterThan(5);
    for (const [name, values] of page) {
      if (name === "connect-src") continue;
      expect(sent.get(name), name).toEqual(values);
    }
    expect(sent.get("frame-ancestors")).toEqual(["'none'"]);
    // what an operator fills in: 'self' and full origins, never a bare scheme or a wildcard
    const connect = sent.get("connect-src") ?? [];
    expect(connect[0]).toBe("'self'");
    for (const source of connect.slice(1)) expect(source).toMatch(/^https:\/\/[a-z0-9.-]+(:\d+)?$/);
    expect([...sent.keys()].sort()).toEqual([...page.keys(), "frame-ancestors"].sort());
  });

  it("style-src without 'unsafe-inline' (the static shell has no style attribute)", () => {
    expect(directives(pagePolicy).get("style-src")).toEqual(["'self'"]);
    expect(directives(headers.get("content-security-policy") ?? "").get("style-src")).toEqual([
      "'self'",
    ]);
    expect(html.replace(/<!--[\s\S]*?-->/g, "")).not.toMatch(/<[^>]*\sstyle=/i);
  });

  it("HSTS for a year, the page's referrer policy, no sniffing", () => {
    const hsts = /^max-age=(\d+)(;|$)/.exec(headers.get("strict-transport-security") ?? "");
    expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(pageReferrer).toBe("no-referrer");
    expect(headers.get("referrer-policy")).toBe(pageReferrer);
    expect(headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("every location of the static example that sets headers of its own includes them (nginx inherits none there)", () => {
    const conf = parseNginx(read("docs/nginx/explorer-static.conf"));
    const served = locations(conf);
    expect(served.map((l) => l.head)).toEqual([
      "location /explorer/",
      "location /explorer/assets/",
    ]);
    for (const location of served) {
      expect(
        location.statements.some((s) => s.startsWith("add_header ")),
        location.head,
      ).toBe(true);
      expect(location.statements, location.head).toContain(
        "include /etc/nginx/snippets/explorer-security-headers.conf",
      );
    }
    // the https server sends them; the http one only redirects
    const servers = conf.blocks.filter((b) => b.head === "server");
    expect(
      servers.find((s) => s.statements.some((x) => /^listen 443 ssl/.test(x)))?.blocks.length,
    ).toBeGreaterThan(0);
    for (const server of servers.filter((s) => s.statements.includes("listen 80"))) {
      expect(server.blocks).toEqual([]);
      expect(server.statements).toContain("return 301 https://$host$request_uri");
    }
  });

  it("docs/deploy.md shows the headers exactly as the example sends them", () => {
    const doc = read("docs/deploy.md");
    for (const line of withoutComments(read(SNIPPET))
      .split("\n")
      .filter((l) => l.trim()))
      expect(doc).toContain(line.trim());
    expect(doc).toContain("include /etc/nginx/snippets/explorer-security-headers.conf;");
  });

  it("the API micro-cache marks its JSON nosniff in the location every API answer passes", () => {
    const api = parseNginx(read("docs/nginx/ark-api-microcache.conf"));
    const location = locations(api).find((l) => l.head === "location /api/");
    expect(location?.statements).toContain('add_header X-Content-Type-Options "nosniff" always');
    // the nested locations add no header of their own, so they inherit it
    for (const nested of location?.blocks ?? [])
      expect(nested.statements.some((s) => s.startsWith("add_header "))).toBe(false);
  });
});
