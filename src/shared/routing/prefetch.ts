import type { QueryClient } from "@tanstack/react-query";

/**
 * What a page module's optional `prefetch` export receives. It runs on hover/focus of an internal
 * link, and for the first page at start-up in parallel with the app's start, so the page's data is
 * on its way before its code has loaded.
 * `params` are the route params of the matched path, `searchParams` its query string.
 */
interface PrefetchContext {
  queryClient: QueryClient;
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/**
 * A page's prefetch: starts (never awaits) the page's first query with exactly the options the
 * page itself uses, so the page finds it in the cache instead of showing a spinner.
 */
export type PagePrefetch = (ctx: PrefetchContext) => void;
