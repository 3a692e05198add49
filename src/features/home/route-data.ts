import { knownNode, prefetchPage, type RouteData } from "@/shared/routing/route-data";
import { windowMinute } from "./latest";
import { homePageQueries } from "./page-queries";

/**
 * `/`: the latest blocks and the latest transactions in the URL's type filter (homePageQueries:
 * without one, the last 24 h's; with one, that filter's), with what is known of the node.
 */
export const homeData: RouteData = ({ queryClient, searchParams }) => {
  prefetchPage(
    queryClient,
    homePageQueries({ searchParams, node: knownNode(queryClient), minute: windowMinute() }),
  );
};
