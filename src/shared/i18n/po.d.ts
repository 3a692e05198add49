declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

/** Catalog parts (scripts/lingui-page-catalogs.ts): `group` is "shell" or a page name of the route table. */
declare module "virtual:lingui-catalogs" {
  import type { Messages } from "@lingui/core";
  export function loadCatalog(locale: string, group: string): Promise<{ messages: Messages }>;
}
