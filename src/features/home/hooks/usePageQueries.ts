import { useSearchParams } from "react-router-dom";
import { useNodeInputs } from "@/features/transactions/hooks/useNodeInputs";
import { useWindowMinute } from "../latest";
import { homePageQueries } from "../page-queries";

/** The home page's queries (see homePageQueries) from the URL's type filter, the node and the 24 h window's clock. */
export function useHomePageQueries() {
  const [searchParams] = useSearchParams();
  return homePageQueries({
    searchParams,
    node: useNodeInputs(searchParams),
    minute: useWindowMinute(),
  });
}
