import { useLingui } from "@lingui/react/macro";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { NotFound } from "@/shared/ui/NotFound";

/**
 * The /404 route, where every unknown path redirects: 'Ooops!', 'Sorry, page not found'. A lazily
 * loaded page like the others.
 */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Page not found`);
  return <NotFound />;
}
