import { useQuery } from "@tanstack/react-query";
import { usePageInputs } from "@/shared/routing/table-state";
import { votesPageQueries } from "../api/page-queries";

/**
 * The votes page's queries (see votesPageQueries) from the URL and the preferences; with a
 * delegate filter, the page of votes once the delegate's answer is in (`delegate`: its query).
 */
export function useVotesPageQueries() {
  const inputs = usePageInputs();
  const delegate = useQuery(votesPageQueries(inputs, undefined).delegate);
  // another filter's delegate, kept while this one loads, is not this filter's
  const known = delegate.isPlaceholderData ? undefined : delegate.data;
  return { ...votesPageQueries(inputs, known), delegateAnswer: delegate };
}
