declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

/** Catalog parts (scripts/lingui-page-catalogs.ts): `group` is "shell" or a page name of the route table. */
declare module "virtual:lingui-catalogs" {
  import type { Messages } from "@lingui/core";
  export function loadCatalog(locale: string, group: string): Promise<{ messages: Messages }>;
  /**
   * The few messages the build compiles into the loader itself (the fixed page headings and the
   * header's texts the static shell shows), id →
   * compiled message, for a locale with a catalog; undefined for another locale, and outside the
   * build (the dev server, the unit tests), where only the catalog parts have them.
   */
  export function inlineMessages(locale: string): Messages | undefined;
}
