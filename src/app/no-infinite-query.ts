/**
 * What the production build gives React Query's `Query` in place of its infinite-query behaviour
 * (see `readOnlyQueryClient` in vite.config.ts). The explorer pages its lists by number (`?page=`,
 * one query per page), so it never runs an infinite query, yet every query module carries the
 * infinite behaviour (pages, cursors, refetching every page: ~0.4 KB gzip in every first visit).
 * ESLint refuses React Query's infinite-query hooks and options in `src`; a query that is infinite
 * anyway fails loudly here instead of paging wrongly.
 *
 * @throws Error always: there is no infinite query in the explorer.
 */
export function infiniteQueryBehavior(): never {
  throw new Error("the explorer runs no infinite query (its build has no infinite-query behaviour)");
}
