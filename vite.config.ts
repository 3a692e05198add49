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

/** The start script: a second entry, run before the shell is in (src/app/start.ts). */
const START_ENTRY = "src/app/start.ts";
/** The app's entry (index.html's script). */
const MAIN_ENTRY = "src/app/main.tsx";
/** The route registry: its lazily imported page modules and data functions shape the chunks and the catalog parts. */
const ROUTES_MODULE = "src/app/routes.ts";
/** A page module (`src/<folder>/pages/<Name>.tsx`): a chunk of its own. */
const PAGE_MODULE = /[\\/]src[\\/](?:.+[\\/])?pages[\\/][^\\/]+\.tsx$/;

/** The modules the start script and the app shell are made of, known once the module graph is (moduleSets). */
const sets = { start: new Set<string>(), shell: new Set<string>() };

/**
 * Finds, once the module graph is complete, the modules of the start script (what it imports
 * statically, and what those import) and of the app shell (what the app's entry imports
 * statically, with the pages' data functions the route registry imports lazily and what they
 * import: a first visit's data request starts as soon as the shell has run, not one chunk later).
 */
function moduleSets(): Plugin {
  return {
    name: "module-sets",
    apply: "build",
    buildEnd() {
      const closure = (from: readonly string[]) => {
        const seen = new Set<string>();
        const todo = [...from];
        for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          todo.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const abs = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));
      const data = (this.getModuleInfo(abs(ROUTES_MODULE))?.dynamicallyImportedIds ?? []).filter(
        (m) => !PAGE_MODULE.test(m),
      );
      // the entries themselves stay the entry chunks (index.html and the budget find them so)
      sets.start = closure([abs(START_ENTRY)]);
      // the bundler's helper behind `import()`, which the start script calls too
      for (const id of this.getModuleIds())
        if (id.includes("vite/preload-helper")) sets.start.add(id);
      sets.shell = closure([abs(MAIN_ENTRY), ...data]);
      sets.start.delete(abs(START_ENTRY));
      sets.shell.delete(abs(MAIN_ENTRY));
    },
  };
}

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
        if (!entry || !app)
          throw new Error(`head-start: no chunk for ${START_ENTRY} or no app script in index.html`);
        const imports = new Set<string>();
        const walk = (file: string) => {
          const chunk = chunks.find((c) => c.fileName === file);
          if (
            chunk?.name === "shell" ||
            chunk?.name === "react" ||
            (chunk?.isEntry && chunk !== entry)
          )
            throw new Error(
              `head-start: ${START_ENTRY} imports the app's shell or React (${file})`,
            );
          for (const imported of chunk?.imports ?? []) {
            if (imports.has(imported)) continue;
            imports.add(imported);
            walk(imported);
          }
        };
        walk(entry.fileName);
        let out = html;
        // the start script is a module script already: no preload link of its own
        for (const file of [entry.fileName, ...imports])
          out = out.replace(
            new RegExp(
              `\\s*<link rel="modulepreload" crossorigin href="\\./${file.replace(/[.$]/g, "\\$&")}">`,
            ),
            "",
          );
        const tags = [
          `<script type="module" async crossorigin src="./${entry.fileName}"></script>`,
          ...[...imports].map((f) => `<link rel="modulepreload" crossorigin href="./${f}">`),
        ];
        out = out.replace(app[0], `${tags.join("\n    ")}\n    ${app[0]}`);
        // the stylesheet first: the static shell's first paint waits for it, and behind the
        // scripts it waited for a free connection (FCP +0.5 s under Lighthouse's throttling)
        const css = /\s*(<link rel="stylesheet" crossorigin href="[^"]+">)/.exec(out);
        const first = out.indexOf('<link rel="preload"');
        if (css?.[1] && first >= 0)
          out = `${out.slice(0, first)}${css[1]}\n    ${out.slice(first).replace(css[0], "")}`;
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
      routes: ROUTES_MODULE,
      parts: { alerts: "src/features/alerts/components/AlertsBell.tsx" },
      // the fixed page headings and the header's texts in every language, in the start script: it
      // paints them into the static shell as soon as it runs, not one catalog request later
      inline: [ROUTES_MODULE, "src/shared/i18n/shell-texts.ts"],
    }),
    tailwindcss(),
    moduleSets(),
    headStart(),
    // precompressed `.gz` next to every text file, made with zopfli (gzip format, ~3 % smaller than
    // gzip -9): static hosts serve them as they are (nginx `gzip_static on`, Caddy `precompressed`;
    // smaller first visits). Hosts that compress on the fly ignore them.
    compression({
      include: /\.(js|css|html|svg)$/, // never config.json: operators edit it after the build
      threshold: 0,
      filename: "[path][base].gz",
      algorithms: [
        defineAlgorithm(
          async (buf) => Buffer.from(await gzipAsync(buf as Uint8Array, { numiterations: 10 })),
          {},
        ),
      ],
      logLevel: "silent",
    }),
  ],
  build: {
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
    // index.html preloads what its scripts import; a lazy chunk's `import()` fetches its imports
    // beside it (Vite's preload lists), less the start script's, React's and the shell's files:
    // a first visit loads them already, and the page's import would wait for them. The preload
    // polyfill is for browsers older than the build's target.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === "html"
          ? deps
          : deps.filter(
              (dep) => !/(^|\/)(start|react|shell|rolldown-runtime)-[\w-]+\.(js|css)$/.test(dep),
            ),
    },
    manifest: true,
    rolldownOptions: {
      input: { index: "index.html", start: START_ENTRY },
      output: {
        entryFileNames: "assets/[name]-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
        // The start script's modules in one chunk (it must never wait for the shell or React);
        // React's own files, loaded in parallel with the shell (Chromium compiles them apart and
        // the start-up task that runs the shell is shorter); the app shell in one chunk. The lazily
        // loaded code keeps Rolldown's own split (a chunk per set of pages sharing modules): it
        // gave the fewest bytes and files of the three tried (home 181 KB in 25 files; by feature
        // folder 213 KB, by sub-folder 192 KB in 28: a page loads the whole group).
        codeSplitting: {
          groups: [
            { name: "start", test: (id: string) => sets.start.has(id), priority: 30 },
            {
              name: "react",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 20,
            },
            { name: "shell", test: (id: string) => sets.shell.has(id), priority: 10 },
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
