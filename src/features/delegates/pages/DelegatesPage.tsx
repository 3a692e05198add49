import { DelegateListView } from "../components/DelegateListView";

/** /delegates/{page}: the active delegates (the list's first tab), by rank unless another sort is chosen. */
export function Component() {
  return <DelegateListView tab="active" />;
}
