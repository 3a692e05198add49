import { DelegateListView } from "../components/DelegateListView";

/** /delegates/standby/{page} (route name standbyDelegates): the delegates ranked after the active ones. */
export function Component() {
  return <DelegateListView tab="standby" />;
}
