import { Trans } from "@lingui/react/macro";
import { Link } from "@/shared/routing/Link";
import { paths } from "@/shared/routing/paths";

/** "View lock timeline": a link to the page of lock `lockId` (`/lock/{id}`, the lock transaction's id). */
export function LockTimelineLink({ lockId }: { lockId: string }) {
  return (
    <Link to={paths.lock(lockId)} className="text-accent underline underline-offset-2">
      <Trans>View lock timeline</Trans>
    </Link>
  );
}
