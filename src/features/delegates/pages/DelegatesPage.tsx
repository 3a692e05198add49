import { DelegateListView } from "../components/DelegateListView";

/** /delegates/{page}: every delegate, by rank (ascending) unless another sort is chosen. */
export function Component() {
  return <DelegateListView resigned={false} />;
}
