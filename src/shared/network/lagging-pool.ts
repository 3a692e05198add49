/**
 * Public ARK APIs are pools of nodes behind a load balancer: two requests a second apart can reach
 * nodes a few blocks apart. What the explorer shows of the chain head only moves forward, and an
 * answer that does not know yet what another member listed is asked again.
 */

import { ApiError } from "../api/errors";

/**
 * How long an older answer may be refused in favour of the newer one kept (ms): when no answer
 * has reached the kept height for this long, the pool agrees on a lower head (a chain rolled back
 * or reset, another network behind the same address), and that is what is shown.
 */
export const KEEP_NEWER_MS = 2 * 60_000;

/** When each kept answer was first preferred to an older one (ms since 1970). */
const preferredSince = new WeakMap<object, number>();

/**
 * The newer of the answer kept and a new answer, by the chain height each reflects (`heightOf`;
 * undefined when it cannot tell, which takes the new answer): the new answer unless it is older
 * than the kept one, which then stays (the same object, so nothing re-renders) for at most
 * {@link KEEP_NEWER_MS}. `now` in ms since 1970.
 */
export function newerAnswer<T extends object>(
  kept: T | undefined,
  answer: T,
  heightOf: (value: T) => number | undefined,
  now = Date.now(),
): T {
  if (kept === undefined || kept === answer) return answer;
  const was = heightOf(kept);
  const is = heightOf(answer);
  if (was === undefined || is === undefined || is >= was) return answer;
  const since = preferredSince.get(kept);
  if (since === undefined) preferredSince.set(kept, now);
  else if (now - since >= KEEP_NEWER_MS) return answer;
  return kept;
}

/** How long to wait before asking a pool again for what a member did not know yet (ms). */
export const ASK_AGAIN_MS = 1_500;
/** How often a pool is asked for what its members did not know yet, the first time included. */
const ASK_ATTEMPTS = 5;

/**
 * `ask()`, asked again up to {@link ASK_ATTEMPTS} times in all, {@link ASK_AGAIN_MS} apart, while
 * it rejects with an error `notYetKnown` accepts (a 404 for something the chain head says exists:
 * the member that answered is behind, the next request likely reaches another). Rejects with the
 * last such error after the last attempt, with any other error at once, and when `signal` aborts.
 */
export async function askUntilKnown<T>(
  ask: () => Promise<T>,
  notYetKnown: (error: unknown) => boolean,
  signal?: AbortSignal,
  pauseMs = ASK_AGAIN_MS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ask();
    } catch (error) {
      if (attempt >= ASK_ATTEMPTS || !notYetKnown(error) || signal?.aborted) throw error;
    }
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, pauseMs);
      signal?.addEventListener(
        "abort",
        () => {
          clearTimeout(timer);
          reject(signal.reason);
        },
        { once: true },
      );
    });
  }
}

/**
 * A 404 for something this explorer listed (a block in a list it showed): the member of the pool
 * that answered is behind the one that listed it. Still a "not found" answer (`isNotFound`), which
 * the page says calmly and asks again for (see `stillAsking`).
 */
export class NotYetKnownError extends ApiError {
  constructor(notFound: ApiError) {
    super({
      method: notFound.method,
      path: notFound.path,
      reason: notFound.reason,
      kind: notFound.kind,
      status: notFound.status,
    });
    this.name = "NotYetKnownError";
  }
}

/** How often something listed is asked for while the node that answered does not know it, before it counts as not found. */
const NOT_YET_KNOWN_ATTEMPTS = 40;

/**
 * Whether a query that failed with {@link NotYetKnownError} is still asked again (every
 * {@link ASK_AGAIN_MS}, {@link NOT_YET_KNOWN_ATTEMPTS} times: a minute): `errorUpdateCount` is the
 * query's count of failures.
 */
export function stillAsking(state: { error: unknown; errorUpdateCount: number }): boolean {
  return state.error instanceof NotYetKnownError && state.errorUpdateCount < NOT_YET_KNOWN_ATTEMPTS;
}

/** A refetchInterval that asks again while {@link stillAsking}. */
export const askAgainWhileNotYetKnown = (query: {
  state: { error: unknown; errorUpdateCount: number };
}): number | false => (stillAsking(query.state) ? ASK_AGAIN_MS : false);
