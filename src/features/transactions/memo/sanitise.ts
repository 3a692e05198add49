/**
 * The full memo sanitiser: the pipeline of `./sanitise-core` with the emoji table (gemoji)
 * bound. The app loads the core and the table separately (useSanitisedMemo); this module is the
 * reference the tests exercise.
 */
import { nameToEmoji } from "gemoji";
import { sanitiseMemoWith } from "./sanitise-core";

export {
  ALLOWED_LINK_DOMAINS,
  MEMO_MAX_LENGTH,
  URL_SHORTENER_DOMAINS,
  containsBlacklisted,
} from "./sanitise-core";

/** {@link sanitiseMemoWith} with gemoji's table: the whole pipeline. */
export function sanitiseMemo(memo: string | undefined): string | null {
  return sanitiseMemoWith(memo, nameToEmoji);
}
