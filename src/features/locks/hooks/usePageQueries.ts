import { usePageInputs } from "@/shared/routing/table-state";
import { lockPageQueries } from "../api/page-queries";

/** The lock page's queries (see lockPageQueries) from the URL. */
export function useLockPageQueries() {
  return lockPageQueries(usePageInputs());
}
