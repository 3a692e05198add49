import { DelegateListView } from "../components/DelegateListView";

/** /delegates/resigned/{page} (route name delegates-resigned): resigned delegates, fewest votes first. */
export function Component() {
  return <DelegateListView tab="resigned" />;
}
