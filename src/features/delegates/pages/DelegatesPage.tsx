import { DelegateListView } from "../components/DelegateListView";

/** /delegates/{page}: every delegate, rank asc by default (§2, §9). */
export function Component() {
  return <DelegateListView resigned={false} />;
}
