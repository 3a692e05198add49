/**
 * The mutation cache the production build gives React Query's `QueryClient` in place of its own
 * (see `readOnlyQueryClient` in vite.config.ts). The explorer only reads from the node: it never
 * runs a mutation, yet the client creates a full `MutationCache` (with the `Mutation` class, its
 * retryer and its scopes) whether mutations run or not, ~1 KB gzip in every first visit. These
 * are the three calls the client itself makes on its mutation cache: counting pending mutations,
 * resuming paused ones when the browser is focused or back online, and clearing. With no
 * mutations there is nothing to count, resume or clear. ESLint refuses React Query's mutation
 * hooks in `src`, so nothing can build a mutation on this cache.
 */
export class MutationCache {
  /** The mutations matching a filter: never any. */
  findAll(): [] {
    return [];
  }

  /** Resumes paused mutations: there are none, so it resolves at once. */
  resumePausedMutations(): Promise<void> {
    return Promise.resolve();
  }

  /** Removes every mutation: there are none. */
  clear(): void {}
}
