import type { RouteData } from "@/shared/routing/route-data";
import { searchQueryOf } from "./query-class";

/**
 * `/search/{query}`: every lookup of the results page (searchPageQueries, see startSearch), started
 * while the page's chunk loads. The lookup code comes in a chunk of its own, fetched in parallel
 * with the page's, so the shell does not carry it.
 */
export const searchResultsData: RouteData = ({ queryClient, params }) => {
  if (!searchQueryOf(params.query)) return;
  void import("./api/results-queries").then((m) => m.startSearch(queryClient, params));
};
