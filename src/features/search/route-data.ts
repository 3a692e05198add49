import type { RouteData } from "@/shared/routing/route-data";
import { searchQueryOf } from "./query-class";

/**
 * `/search/{query}`: every lookup of the results page (see startSearch), started while the page's
 * chunk loads. The lookup code comes in a chunk of its own, fetched in parallel with the page's,
 * so the shell does not carry it.
 */
export const searchResultsData: RouteData = ({ queryClient, params }) => {
  const query = searchQueryOf(params.query);
  if (!query) return;
  void import("./api/results-queries").then((m) => m.startSearch(queryClient, query));
};
