import { msg } from "@lingui/core/macro";

/**
 * Texts of the app's header that index.html's static shell shows as well: the start script writes
 * them into the shell (in the visitor's language; the build compiles them into the start script)
 * before the app is in, and the header renders the same descriptors, so the two cannot differ. The
 * header's search field then takes the shell's place at the same size: its placeholder is no larger
 * paint than the shell's (on a list page it was the page's largest, painted only with the app).
 * A module of its own, in the start chunk: the start script reads it without the shell.
 */
export const SHELL_TEXTS = {
  searchPlaceholder: msg`Address, delegate, block, transaction`,
  menu: msg`Menu`,
} as const;
