/// <reference types="vitest/config" />
import { execSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import { gzipAsync } from "@gfx/zopfli";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { linguiPageCatalogs } from "./scripts/lingui-page-catalogs.ts";

function gitCommit(): string {
  try {
    return execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return "unknown";
  }
}

const src = (paths: string[]) => new RegExp(`/src/(${paths.join("|")})\\.tsx?$`);
/**
 * Shared page code in a few chunks instead of one per module: left alone, Rolldown
 * makes a chunk for every distinct set of pages sharing a module, and the wallet page loaded 24
 * files besides the shell, most under 1 KB. Over HTTP/1.1 (six connections per host) each costs a
 * round-trip, and Lighthouse's mobile simulation showed it in the LCP. Each group holds modules
 * that mostly travel together, so a page loads little it does not run; `table` is exactly the
 * home page's shared code, so the home route loads nothing more than before. With these groups a
 * first visit of the wallet page loads 12 files in all, shell and catalog parts included (18
 * before the last six groups), the transaction page 14 (21), the delegate monitor 13 (19);
 * Lighthouse's simulated LCP went down ~120-150 ms on the wallet, monitor and blocks routes (3 runs
 * each, side by side), for at most +2.2 KB gzip on a route that does not use all of a group
 * (statistics).
 */
const PAGE_GROUPS: { name: string; test: RegExp }[] = [
  {
    // the tables of home and most pages: the table engine, dates, transaction type cells
    name: "table",
    test: new RegExp(
      [
        src([
          "shared/ui/(DataTable|Tooltip|Tabs)",
          "shared/display/(DateTime|FormattedNumber)",
          "shared/network/(usePageTitle|useRefetchOnHeight)",
          "shared/format/date",
          "features/transactions/(components/(TransactionTypeCell|TransactionsTable|TypeFilter)|api/transaction-queries|hooks/useUrlTypeFilter)",
        ]).source,
        "/node_modules/@tanstack/(react-table|table-core|store|react-store)/",
      ].join("|"),
    ),
  },
  {
    // the paging of list pages (not on home)
    name: "paged",
    test: src(["shared/ui/(Pagination|PageJump|pagination|PagedFooter|PagedResult|RowsPerPage|usePagedList)", "shared/routing/table-state", "features/wallets/hooks/useBalanceDecimals"]),
  },
  {
    // detail pages (block, transaction, wallet, monitor): cards, definition lists, not-found, the
    // copy button, and the hooks that load the address code when a page needs it (not the code)
    name: "detail",
    test: src([
      "shared/ui/(Card|DetailList|NotFound|CopyButton)",
      "shared/display/(CopyableText|WalletParty)",
      "shared/hooks/useTopFirst",
      "shared/crypto/(useAddressCode|useAddressOf)",
      "features/transactions/components/ConfirmationsDetail",
    ]),
  },
  {
    // the round's arithmetic: slots, the forging order, the clock (the delegate monitor, the home
    // summary, the statistics, the alerts)
    name: "round",
    test: src(["features/delegates/(hooks/useNow|round/(slots|history|shuffle))"]),
  },
  {
    // the delegate lists' cells: votes, forging status (monitor, delegates, watchlist)
    name: "delegate-cells",
    test: src(["features/delegates/(forging|components/(VotesCell|ForgingStatusBadge))"]),
  },
  {
    // fiat values: the rate and its queries (transaction page, home summary, price chart)
    name: "pricing",
    test: src(["features/pricing/(hooks/(useFiat|useRate)|api/pricing-queries)"]),
  },
  {
    // a wallet's tools: watch it, resolve its id, download its transactions (wallet, watchlist)
    name: "wallet-tools",
    test: src(["features/wallets/(components/WatchButton|lib/(resolve|download))"]),
  },
  {
    // SHA-256 (addresses; the delegate order of a round on the monitor)
    name: "sha256",
    test: /\/node_modules\/@noble\/hashes\/(sha2|_md|_u64|utils)\.js$/,
  },
  {
    // wallet pages and searches: address checks and derivation (Base58Check, RIPEMD-160); a
    // transaction page loads them only for keys it must turn into addresses
    name: "address",
    test: new RegExp([src(["shared/crypto/address"]).source, "/node_modules/(bs58|base-x)/", "/node_modules/@noble/hashes/legacy"].join("|")),
  },
  {
    // transaction and lock pages: a lock's state (a claim or refund names its lock)
    name: "locks",
    test: src(["features/locks/(api/lock-queries|lock-status)", "shared/api/endpoints/locks"]),
  },
];

/** The start script: a second entry, run before the shell is in (src/app/start.ts). */
const START_ENTRY = "src/app/start.ts";
/**
 * The start script and the modules it imports (the shell imports them too: the page map, the
 * catalog loader, the locale rules, the Intl warm-up, the config.json and known-wallets reads, the
 * import helper): one chunk, the start
 * script's, outside the shell's chunk (which holds every other module an entry imports
 * statically), so the start script never waits for the shell.
 */
const START_MODULES = /\/src\/(app\/(start|pages)|shared\/i18n\/(locales|page-headings|shell-texts)|shared\/network\/(config-file|known-wallets-file)|shared\/preferences\/store-name|shared\/format\/intl-warm)\.ts$|^\0virtual:lingui-catalogs$|vite\/preload-helper/;

/**
 * Adds the start script to index.html: `<script type="module" async>`, so it runs as soon as it
 * is in, not after the shell like the app's own (deferred) script; it and the chunk it imports
 * come before the app's script (over HTTP/1.1 a browser opens six connections per host: the first
 * requests of the page go first). The build fails if the start script would load the shell or
 * React: it would wait for them and start nothing early.
 */
function headStart(): Plugin {
  return {
    name: "head-start",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === "chunk");
        const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith(START_ENTRY));
        const app = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(html);
        if (!entry || !app) throw new Error(`head-start: no chunk for ${START_ENTRY} or no app script in index.html`);
        const imports = new Set<string>();
        const walk = (file: string) => {
          const chunk = chunks.find((c) => c.fileName === file);
          if (chunk?.name === "shell" || chunk?.name === "react" || (chunk?.isEntry && chunk !== entry)) throw new Error(`head-start: ${START_ENTRY} imports the app's shell or React (${file})`);
          for (const imported of chunk?.imports ?? []) {
            if (imports.has(imported)) continue;
            imports.add(imported);
            walk(imported);
          }
        };
        walk(entry.fileName);
        let out = html;
        // the start script is a module script already: no preload link of its own
        for (const file of [entry.fileName, ...imports]) out = out.replace(new RegExp(`\\s*<link rel="modulepreload" crossorigin href="\\./${file.replace(/[.$]/g, "\\$&")}">`), "");
        const tags = [`<script type="module" async crossorigin src="./${entry.fileName}"></script>`, ...[...imports].map((f) => `<link rel="modulepreload" crossorigin href="./${f}">`)];
        out = out.replace(app[0], `${tags.join("\n    ")}\n    ${app[0]}`);
        // the stylesheet first: the static shell's first paint waits for it, and behind the
        // scripts it waited for a free connection (FCP +0.5 s under Lighthouse's throttling)
        const css = /\s*(<link rel="stylesheet" crossorigin href="[^"]+">)/.exec(out);
        const first = out.indexOf("<link rel=\"preload\"");
        if (css?.[1] && first >= 0) out = `${out.slice(0, first)}${css[1]}\n    ${out.slice(first).replace(css[0], "")}`;
        return out;
      },
    },
  };
}

/** The react-router copy the app resolves (wherever npm put it) and its production build. */
const ROUTER_DIR = dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
const ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: join(ROUTER_DIR, "dist/production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: join(ROUTER_DIR, "dist/production/dom-export.mjs") },
];

/** A top-level `var X = React.forwardRef(` / `React.createContext(` in react-router's build. */
const ROUTER_TOP_CALL = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext)\()/gm;
/** A top-level `X.displayName = "…";` in react-router's build. */
const ROUTER_DISPLAY_NAME = /^[\w$]+\.displayName = "[\w$]+";$/gm;
/**
 * react-router's production build makes Link, NavLink, Form and its contexts with top-level
 * `React.forwardRef(...)` / `React.createContext(...)` calls without a pure annotation, and names
 * each with a top-level `X.displayName = ...` assignment: the bundler keeps all of them, and all
 * they reach, even what the app never imports (NavLink, Form and its submit machinery: ~6 KB of
 * minified code in every first visit's shell). The annotation marks the calls as free of side
 * effects and the names (for React DevTools only) go; nothing else changes.
 */
function reactRouterPureCalls(): Plugin {
  return {
    name: "react-router-pure-calls",
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ },
      handler(code) {
        return {
          code: code
            .replace(ROUTER_TOP_CALL, "$1/* @__PURE__ */ $2")
            .replace(ROUTER_DISPLAY_NAME, ""),
          map: null,
        };
      },
    },
  };
}

/** The mutation cache the build gives React Query's client (src/app/read-only-mutation-cache.ts). */
const READ_ONLY_MUTATION_CACHE = fileURLToPath(new URL("./src/app/read-only-mutation-cache.ts", import.meta.url));
/** What the build gives React Query's `Query` instead of its infinite behaviour (src/app/no-infinite-query.ts). */
const NO_INFINITE_QUERY = fileURLToPath(new URL("./src/app/no-infinite-query.ts", import.meta.url));
/** React Query's query module, whose import of the infinite behaviour is replaced. */
const QUERY_MODULE = /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]query\.js$/;
/** React Query's client module, whose import of the mutation cache is replaced. */
const QUERY_CLIENT_MODULE = /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]queryClient\.js$/;
/** The calls on its mutation cache that the client makes and the read-only cache answers. */
const MUTATION_CACHE_CALLS = ["clear", "findAll", "resumePausedMutations"];
/**
 * React Query's `QueryClient` creates a full `MutationCache` (the `Mutation` class, its retryer and
 * scopes: ~1 KB gzip of every first visit's shell) although the explorer never runs a mutation: the
 * build resolves the client's import of it to a cache with just the calls the client makes on it.
 * Likewise every `Query` carries the infinite-query behaviour (~0.4 KB gzip) although the explorer
 * pages its lists by number: the query module's import of it resolves to a stub that throws. Only
 * these two imports are replaced; the rest of the library is untouched, and ESLint refuses the
 * mutation and infinite-query hooks in `src`.
 */
function readOnlyQueryClient(): Plugin {
  return {
    name: "read-only-query-client",
    apply: "build",
    enforce: "pre",
    resolveId: {
      filter: { id: /^\.\/(mutationCache|infiniteQueryBehavior)\.js$/ },
      handler(source, importer) {
        if (source === "./mutationCache.js" && importer && QUERY_CLIENT_MODULE.test(importer)) return READ_ONLY_MUTATION_CACHE;
        if (source === "./infiniteQueryBehavior.js" && importer && QUERY_MODULE.test(importer)) return NO_INFINITE_QUERY;
        return null;
      },
    },
    // a React Query release whose client calls anything else on its mutation cache fails the
    // build here, instead of the app at run time
    transform: {
      filter: { id: [QUERY_CLIENT_MODULE, QUERY_MODULE] },
      handler(code, id) {
        if (QUERY_MODULE.test(id)) {
          // the stub stands for the behaviour of a query marked infinite, nothing else
          if (!/this\.#queryType === "infinite" \? infiniteQueryBehavior\(/.test(code) || code.match(/infiniteQueryBehavior\(/g)?.length !== 1)
            throw new Error("read-only-query-client: React Query's Query uses its infinite behaviour in a way src/app/no-infinite-query.ts does not stand for");
          return null;
        }
        const calls = [...new Set([...code.matchAll(/this\.#mutationCache\.(\w+)/g)].map((m) => m[1]))].sort();
        if (calls.join() !== MUTATION_CACHE_CALLS.join())
          throw new Error(`read-only-query-client: QueryClient calls ${calls.join(", ")} on its mutation cache; src/app/read-only-mutation-cache.ts answers ${MUTATION_CACHE_CALLS.join(", ")}`);
        return null;
      },
    },
  };
}

// One build works under any path: relative asset URLs + hash routing (operators host it under a
// sub-path).
export default defineConfig(({ command }) => ({
  base: "./",
  define: {
    __BUILD_COMMIT__: JSON.stringify(process.env.BUILD_COMMIT ?? gitCommit()),
    __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
  },
  resolve: {
    alias: [
      { find: "@", replacement: new URL("./src", import.meta.url).pathname },
      // React 19 has useSyncExternalStore: TanStack's store needs only the selector helper, not
      // the pre-React-18 shim it imports (a smaller table chunk)
      { find: "use-sync-external-store/shim/with-selector", replacement: "use-sync-external-store/with-selector" },
      // react-router's package exports point at its development build only (dev warnings, the
      // "hey developer" error page); the build takes the production one it ships beside it
      ...(command === "build" ? ROUTER_PRODUCTION : []),
    ],
  },
  plugins: [
    react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }),
    lingui(),
    // each locale's catalog in parts: the shell's messages, then each page's with its chunk
    // the alerts bell and detection load only for visitors who turned alerts on: their texts too
    linguiPageCatalogs({
      pages: "src/app/pages.ts",
      parts: { alerts: "src/features/alerts/components/AlertsBell.tsx" },
      // the fixed page headings and the header's texts in every language, in the start script: it
      // paints them into the static shell as soon as it runs, not one catalog request later
      inline: ["src/shared/i18n/page-headings.ts", "src/shared/i18n/shell-texts.ts"],
    }),
    tailwindcss(),
    reactRouterPureCalls(),
    readOnlyQueryClient(),
    headStart(),
    // precompressed `.gz` next to every text file, made with zopfli (gzip format, ~3 % smaller than
    // gzip -9): static hosts serve them as they are (nginx `gzip_static on`, Caddy `precompressed`;
    // smaller first visits). Hosts that compress on the fly ignore them.
    compression({
      include: /\.(js|css|html|svg)$/, // never config.json: operators edit it after the build
      threshold: 0,
      filename: "[path][base].gz",
      algorithms: [defineAlgorithm(async (buf) => Buffer.from(await gzipAsync(buf as Uint8Array, { numiterations: 10 })), {})],
      logLevel: "silent",
    }),
  ],
  build: {
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
    // index.html preloads what its scripts import (no waterfall at start-up); a lazy chunk's
    // imports are not listed beside each `import()`: the lists named every page's files (~70
    // names, ~1 KB gzip of the first visit's code that does not compress) and were only needed
    // on a first visit, where the start script now loads the page before the shell is in (the
    // page's imports follow one round-trip after it, still before the shell has run); later
    // pages are loaded in idle time before a click
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []) },
    manifest: true,
    rolldownOptions: {
      input: { index: "index.html", start: START_ENTRY },
      output: {
        // The first visit's code names every lazy chunk it may load (the pages, the lazy parts of
        // the shell), so every character of those names is code a first visit downloads: lazy
        // chunks are named by their hash alone (~790 bytes gzip less than
        // `[name]-[hash]`; dist/.vite/manifest.json maps each file to its source module), and the
        // hash has 7 characters instead of 8 (hash characters do not compress: ~180 bytes). 42 bits
        // still tell a chunk's versions apart. Rolldown refuses a hash too short for the number of
        // chunks (with 65 it asked for 7): its error names the length it needs. The entry keeps its
        // name (tools find it by it).
        entryFileNames: "assets/[name]-[hash:7].js",
        chunkFileNames: "assets/[hash:7].js",
        assetFileNames: "assets/[name]-[hash:7][extname]",
        // Everything a first visit runs before its page (the modules the entry imports statically)
        // goes into ONE chunk. Left alone, Rolldown splits the ones lazy pages also import into
        // several small chunks (React's JSX runtime, Lingui's React bindings, the icons, the API
        // client), each compressed on its own: one chunk is ~2 KB gzip smaller on every route
        // (see scripts/budget.mjs). React itself (react-dom, ~215 KB of the ~390 KB) is the
        // exception: as a file of its own, loaded in parallel (modulepreload), Chromium compiles it
        // apart from the app code and the start-up task that evaluates the shell is ~30 % shorter
        // on a throttled phone; Lighthouse's FCP/LCP went down ~0.2/0.1 s for +0.7 KB.
        codeSplitting: {
          groups: [
            { name: "react", test: /\/node_modules\/(react-dom|react|scheduler)\//, priority: 20 },
            // the start script with what it shares with the shell (START_MODULES)
            { name: "start", test: START_MODULES, priority: 30 },
            { name: "shell", tags: ["$initial"], test: (id: string) => !START_MODULES.test(id), priority: 10 },
            // listed order is the tie-break: a module matching two groups goes to the first
            ...PAGE_GROUPS.map(({ name, test }) => ({ name, test, priority: 1 })),
          ],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["src/test/setup.ts"],
    css: false,
  },
}));
