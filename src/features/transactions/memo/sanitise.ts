/**
 * The full memo sanitiser: the pipeline of `./sanitise-core` with the emoji table (gemoji)
 * bound. The app loads the core and the table separately (useSanitisedMemo); this module is the
 * reference the tests exercise.
 */
import { nameToEmoji } from "gemoji";
import { convertEmojiCodesWith, sanitiseMemoWith } from "./sanitise-core";

export {
  ALLOWED_LINK_DOMAINS,
  BLACKLISTED_TERMS,
  MEMO_MAX_LENGTH,
  URL_SHORTENER_DOMAINS,
  censorWords,
  containsBlacklisted,
  removeSpamLinks,
} from "./sanitise-core";

/** Replaces GitHub-style emoji codes (":smile:" → "😄", ":+1:" → "👍"); unknown codes are kept. */
export function convertEmojiCodes(text: string): string {
  return convertEmojiCodesWith(text, nameToEmoji);
}

/** {@link sanitiseMemoWith} with gemoji's table: the whole pipeline. */
export function sanitiseMemo(memo: string | undefined): string | null {
  return sanitiseMemoWith(memo, nameToEmoji);
}
