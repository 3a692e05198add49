import { prefetchPage, type RouteData } from "@/shared/routing/route-data";
import { routeInputs } from "@/shared/routing/table-state";

/**
 * `/votes/{page}[?delegate=…]`: the page of votes at the stored size (votesPageQueries); with a
 * delegate filter, the delegate first (from the cache when a page already asked it), then its page
 * of votes as soon as the delegate's answer is in. The votes' query code comes beside the page's
 * chunk (which imports it too), not in the shell that every first visit loads.
 */
export const votesData: RouteData = (ctx) => {
  const inputs = routeInputs(ctx);
  void import("./api/page-queries").then(({ votesPageQueries }) => {
    const first = votesPageQueries(inputs, undefined);
    const known =
      first.filter !== null ? ctx.queryClient.getQueryData(first.delegate.queryKey) : undefined;
    prefetchPage(ctx.queryClient, votesPageQueries(inputs, known));
    if (first.filter !== null && first.valid && !known)
      void ctx.queryClient
        .fetchQuery(first.delegate)
        .then((delegate) =>
          prefetchPage(ctx.queryClient, { list: votesPageQueries(inputs, delegate).list }),
        )
        .catch(() => undefined);
  });
};
