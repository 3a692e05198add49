import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useParams } from "react-router-dom";
import { searchPageQueries } from "../api/results-queries";

/**
 * The search results page's lookups (`queries`, see searchPageQueries) from the URL's query, and
 * the magistrate probe's result (`probe`), whose answer decides whether names of businesses and
 * bridgechains are searched.
 */
export function useSearchPageQueries() {
  const raw = useParams().query;
  const queryClient = useQueryClient();
  const probe = useQuery(
    searchPageQueries({ params: { query: raw }, queryClient, magistrate: undefined }).probe,
  );
  // one plan per query and probe answer: the page's results are derived from it
  const queries = useMemo(
    () => searchPageQueries({ params: { query: raw }, queryClient, magistrate: probe.data }),
    [raw, queryClient, probe.data],
  );
  return { queries, probe };
}
