import { createHash } from "node:crypto";
import { isAbsolute, join, relative, sep } from "node:path";
import { createCompiledCatalog, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import type { Plugin } from "vite";

/** The module the app loads catalog parts through (src/shared/i18n/i18n.ts). */
const MAP_ID = "virtual:lingui-catalogs";
const RESOLVED_MAP_ID = `\0${MAP_ID}`;
/** The group of the modules a first visit runs before any page: the app shell. */
const SHELL_GROUP = "shell";
/**
 * Stands for the parts' folder hash in the loader until the module graph, so the parts, are known:
 * as long as the hash, so the chunk's source map stays true.
 */
const HASH_TOKEN = "LINGUIHASH";
/** Stands for the inline messages' JSON (a string literal) in the loader until the module graph is known. */
const INLINE_TOKEN = "LINGUIINLINE";
/** A Lingui message id as the macros compile it into the code: 6 characters of base64, quoted. */
const QUOTED_ID = /["'`]([A-Za-z0-9+/]{6})["'`]/g;
/** A page module: `src/<folder>/pages/<Name>.tsx` (the route registry's page modules). */
const PAGE_MODULE = /[\\/]pages[\\/][^\\/]+\.tsx$/;

/** The module graph as the split needs it. */
export type ModuleGraph = {
  /** Modules the app starts from (the HTML entry). */
  entries: readonly string[];
  /** Page modules by id → page name. */
  pages: ReadonlyMap<string, string>;
  /** Modules a module imports, statically or lazily. */
  imports: (id: string) => readonly string[];
  /** Message ids a module's code uses. */
  messages: (id: string) => Iterable<string>;
  /** Modules that are catalogs themselves (not walked). */
  isCatalog: (id: string) => boolean;
};

/**
 * Message ids per group: the shell's (modules reachable from the entries without entering a page,
 * lazy ones included) and each page's (modules reachable from the page without entering another
 * page, less what the shell has). A module two pages share is in both pages' groups.
 */
export function splitMessages(graph: ModuleGraph): Map<string, Set<string>> {
  const walk = (from: readonly string[]) => {
    const seen = new Set<string>();
    const todo = [...from];
    for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
      // another page's modules are that page's (its chunk loads them), catalogs hold no code
      if (seen.has(id) || graph.isCatalog(id) || (graph.pages.has(id) && !from.includes(id)))
        continue;
      seen.add(id);
      todo.push(...graph.imports(id));
    }
    const ids = new Set<string>();
    for (const m of seen) for (const msg of graph.messages(m)) ids.add(msg);
    return ids;
  };
  const shell = walk(graph.entries);
  const groups = new Map<string, Set<string>>([[SHELL_GROUP, shell]]);
  for (const [id, name] of graph.pages)
    groups.set(name, new Set([...walk([id])].filter((m) => !shell.has(m))));
  return groups;
}

/**
 * Message catalogs in parts, so a first visit downloads the messages of the app shell and of its
 * page only, not all ~470. The translations stay in one `.po` file per locale (what
 * `lingui extract` writes and translators edit); the build cuts each into parts: `shell` (the
 * modules a first visit runs before its page, and what they load lazily) and one per page module the
 * route registry (`routes`) loads lazily, named by its path from `src` without the extension (the
 * messages its modules use that the shell does not have), and one per optional lazy UI named in
 * `parts` (walked like a page). A
 * message belongs to a module when the module's compiled code holds its id (the macros compile
 * every message to its id).
 *
 * The parts are ES modules, `assets/messages-<hash>/<locale>/<group>.js` (one hash over all parts:
 * a changed translation or split renames them all), loaded by `loadCatalog(locale, group)` from
 * `virtual:lingui-catalogs`. One template URL instead of a chunk per part keeps the shell free of
 * ~120 hashed file names (1.5 KB gzip). The dev server and the unit tests do not split: the shell's
 * part is the whole catalog there, compiled by Lingui's own plugin, and a page's part is empty.
 */
export function linguiPageCatalogs({
  routes: routesFile,
  parts: lazyParts = {},
  inline: inlineFiles = [],
}: {
  /** The route registry (from the project root): the page modules it imports lazily get a part each. */
  routes: string;
  /**
   * Modules (from the project root) whose messages, in every locale, are compiled into the loader
   * itself (`inlineMessages(locale)`): texts a script shows before any catalog part is in. They
   * are in no part (the app adds them to the catalog it loads). Keep it to a few short texts: the
   * loader is on every first visit.
   */
  inline?: readonly string[];
  /**
   * Optional UI the shell loads lazily and most visitors never see, with a part of its own
   * (name → module, from the project root), so its messages stay out of the shell's part: the app
   * calls `loadPageMessages(name)` with that module's chunk, as for a page.
   */
  parts?: Readonly<Record<string, string>>;
}): Plugin {
  let build = false;
  let root = process.cwd();
  let assetsDir = "assets";
  const lingui = getConfig({});
  const catalogFile = (locale: string) =>
    `${lingui.catalogs?.[0]?.path.replace("<rootDir>", lingui.rootDir ?? root).replace("{locale}", locale)}.po`;
  /** Module id → candidate message ids in its compiled code. */
  const moduleMessages = new Map<string, Set<string>>();
  /**
   * The parts' folder name, its files' code (file name below it → code) and the inline messages
   * (locale → id → compiled message), once known.
   */
  let parts:
    | Promise<{
        folder: string;
        files: Map<string, string>;
        inline: Record<string, Record<string, unknown>>;
      }>
    | undefined;

  /** Every message of `locale`, compiled as Lingui's own loader compiles them (fallbacks applied). */
  const compiledCatalog = async (locale: string) => {
    const [catalog] = await getCatalogs(lingui);
    if (!catalog) throw new Error("lingui.config.ts has no catalog");
    const { messages } = await catalog.getTranslations(locale, {
      fallbackLocales: lingui.fallbackLocales || {},
      sourceLocale: lingui.sourceLocale ?? "",
    });
    const { source, errors } = createCompiledCatalog(locale, messages, { namespace: "json" });
    if (errors.length)
      throw new Error(
        `${locale}: ${errors.length} message(s) do not compile, e.g. ${errors[0]?.id}`,
      );
    return (JSON.parse(source) as { messages: Record<string, unknown> }).messages;
  };

  return {
    name: "lingui-page-catalogs",
    config(_, env) {
      build = env.command === "build";
    },
    configResolved(config) {
      root = config.root;
      assetsDir = config.build.assetsDir;
    },
    buildStart() {
      parts = undefined;
      moduleMessages.clear();
    },
    resolveId(id) {
      return id === MAP_ID ? RESOLVED_MAP_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_MAP_ID) return null;
      if (build) {
        return `/** The part \`group\` of the catalog of \`locale\` (a module exporting \`messages\`). */
export function loadCatalog(locale, group) {
  return import(/* @vite-ignore */ \`./messages-${HASH_TOKEN}/\${locale}/\${group}.js\`);
}
const inline = JSON.parse("${INLINE_TOKEN}");
/** The inline messages of \`locale\` (id → compiled message), if it has a catalog. */
export function inlineMessages(locale) {
  return Object.hasOwn(inline, locale) ? inline[locale] : undefined;
}`;
      }
      const whole = lingui.locales.map(
        (l) =>
          `${JSON.stringify(l)}: () => import(${JSON.stringify(`/${relative(root, catalogFile(l))}`)})`,
      );
      return `const whole = { ${whole.join(", ")} };
export function loadCatalog(locale, group) {
  return group === ${JSON.stringify(SHELL_GROUP)} ? whole[locale]() : Promise.resolve({ messages: {} });
}
export function inlineMessages() {
  return undefined;
}`;
    },
    transform: {
      order: "post",
      handler(code, id) {
        if (!build || !id.startsWith(join(root, "src")) || id.includes(".po")) return null;
        const ids = new Set<string>();
        for (const [, msg] of code.matchAll(QUOTED_ID)) if (msg) ids.add(msg);
        if (ids.size) moduleMessages.set(id, ids);
        return null;
      },
    },
    async renderChunk(code, chunk) {
      if (!build || !chunk.moduleIds.includes(RESOLVED_MAP_ID)) return null;
      parts ??= (async () => {
        const info = (m: string) => this.getModuleInfo(m);
        const registry = isAbsolute(routesFile) ? routesFile : join(root, routesFile);
        const byId = new Map<string, string>();
        for (const id of info(registry)?.dynamicallyImportedIds ?? []) {
          if (PAGE_MODULE.test(id))
            byId.set(
              id,
              relative(join(root, "src"), id)
                .replace(/\.tsx$/, "")
                .split(sep)
                .join("/"),
            );
        }
        if (!byId.size)
          this.error(`${routesFile} loads no page module (src/<folder>/pages/<Name>.tsx) lazily`);
        for (const [name, file] of Object.entries(lazyParts)) {
          const resolved = await this.resolve(join(root, file));
          if (!resolved) this.error(`cannot resolve the catalog part ${name} (${file})`);
          byId.set(resolved.id, name);
        }
        const groups = splitMessages({
          entries: [...this.getModuleIds()].filter((m) => info(m)?.isEntry),
          pages: byId,
          imports: (m) => [
            ...(info(m)?.importedIds ?? []),
            ...(info(m)?.dynamicallyImportedIds ?? []),
          ],
          messages: (m) => moduleMessages.get(m) ?? [],
          isCatalog: (m) => m.includes(".po") || m === RESOLVED_MAP_ID,
        });
        const inlineIds = new Set<string>();
        for (const file of inlineFiles) {
          const resolved = await this.resolve(join(root, file));
          const ids = resolved ? moduleMessages.get(resolved.id) : undefined;
          if (!ids?.size) this.error(`the inline module ${file} has no message in the build`);
          for (const id of ids) inlineIds.add(id);
        }
        const files = new Map<string, string>();
        const inline: Record<string, Record<string, unknown>> = {};
        for (const locale of lingui.locales) {
          const all = await compiledCatalog(locale);
          if (inlineIds.size)
            inline[locale] = Object.fromEntries(
              [...inlineIds]
                .filter((k) => k in all)
                .sort()
                .map((k) => [k, all[k]]),
            );
          for (const [group, ids] of groups) {
            // an inline message is in the loader already (the app merges it into every catalog)
            const messages = Object.fromEntries(
              Object.keys(all)
                .filter((k) => ids.has(k) && !inlineIds.has(k))
                .sort()
                .map((k) => [k, all[k]]),
            );
            files.set(
              `${locale}/${group}.js`,
              `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`,
            );
          }
        }
        const hash = createHash("sha256");
        for (const [file, source] of files) hash.update(`${file}\0${source}\0`);
        return {
          folder: `messages-${hash.digest("hex").slice(0, HASH_TOKEN.length)}`,
          files,
          inline,
        };
      })();
      const { folder, inline } = await parts;
      if (!code.includes(HASH_TOKEN))
        this.error("the catalog loader lost its folder token in the build");
      const inlineToken = new RegExp(`(["'\`])${INLINE_TOKEN}\\1`);
      if (!inlineToken.test(code))
        this.error("the catalog loader lost its inline-messages token in the build");
      // a JSON text in a string literal: JSON.parse reads it faster than the engine an object literal
      const inlineLiteral = JSON.stringify(JSON.stringify(inline));
      return {
        code: code
          .replaceAll(`messages-${HASH_TOKEN}`, folder)
          .replace(inlineToken, () => inlineLiteral),
        map: null,
      };
    },
    async generateBundle() {
      if (!parts) return;
      const { folder, files } = await parts;
      for (const [file, source] of files)
        this.emitFile({ type: "asset", fileName: `${assetsDir}/${folder}/${file}`, source });
    },
  };
}
