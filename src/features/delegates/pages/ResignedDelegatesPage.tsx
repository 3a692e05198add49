import { DelegateListView } from "../components/DelegateListView";

/** /delegates/resigned/{page} (route name delegates-resigned): resigned delegates, votes asc (§9). */
export function Component() {
  return <DelegateListView resigned={true} />;
}
