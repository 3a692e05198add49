import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { DateTime } from "@/shared/display/DateTime";
import { TransactionLink } from "@/shared/display/links";
import { Icon, type IconName } from "@/shared/ui/Icon";
import type { MagistrateChange, MagistrateStep } from "../timeline";
import { ChainLink } from "./ChainLink";

/** Labels of the fields a step may set. */
const CHANGE_LABELS: Record<MagistrateChange["field"], MessageDescriptor> = {
  name: msg`Name`,
  website: msg`Website`,
  vat: msg`VAT`,
  repository: msg`Repository`,
  seedNodes: msg`Seed nodes`,
  genesisHash: msg`Genesis hash`,
  bridgechainRepository: msg`Repository`,
  bridgechainAssetRepository: msg`Asset repository`,
  ports: msg`Ports`,
  ipfsData: msg`IPFS data`,
};

/** Fields whose value is a URL: linked when http(s) (after the link disclaimer), else text. */
const URL_FIELDS = new Set<MagistrateChange["field"]>([
  "website",
  "repository",
  "bridgechainRepository",
  "bridgechainAssetRepository",
]);

/** Each kind's icon and its colour (the step's title says the kind too: never colour alone). */
const LOOK: Record<MagistrateStep["kind"], { icon: IconName; tone: string }> = {
  registered: { icon: "tag", tone: "text-accent" },
  updated: { icon: "chevron-double-right", tone: "text-positive" },
  resigned: { icon: "close", tone: "text-warning" },
};

/** A step's changes as label/value pairs (values are chain text, shown as text or safe links). */
function Changes({ changes }: { changes: MagistrateChange[] }) {
  const { i18n } = useLingui();
  if (changes.length === 0) return null;
  return (
    // a line apart, so two links on consecutive lines leave the spacing a tap target needs
    <dl className="m-0 mt-1 flex flex-col gap-1 text-sm">
      {changes.map((c) => (
        <div key={c.field} className="flex flex-wrap gap-x-2">
          <dt className="text-muted">{i18n._(CHANGE_LABELS[c.field])}</dt>
          <dd className="m-0 min-w-0 break-words [overflow-wrap:anywhere]">
            {URL_FIELDS.has(c.field) ? <ChainLink url={c.value} /> : c.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The timeline of a business or bridgechain: an ordered list, oldest first, one item per
 * registration, update and resignation, each with its time, its transaction (linked) and what it
 * set. `label` names the list; `null` steps = still loading.
 */
export function MagistrateTimeline({ steps, label }: { steps: MagistrateStep[]; label: string }) {
  const { t } = useLingui();
  const titles: Record<MagistrateStep["kind"], string> = {
    registered: t`Registered`,
    updated: t`Updated`,
    resigned: t({ message: "Resigned", context: "timeline step" }),
  };
  if (steps.length === 0) {
    return (
      <p className="m-0 text-muted">
        <Trans>No registration, update or resignation found.</Trans>
      </p>
    );
  }
  return (
    <ol className="m-0 flex list-none flex-col gap-4 p-0" aria-label={label}>
      {steps.map((s) => (
        <li key={s.transactionId} className="flex gap-3" data-step={s.kind}>
          <Icon
            name={LOOK[s.kind].icon}
            className={`mt-0.5 size-4 shrink-0 ${LOOK[s.kind].tone}`}
          />
          <div className="min-w-0">
            <h3 className="m-0 text-base font-semibold">{titles[s.kind]}</h3>
            <p className="m-0 text-sm text-muted">
              <DateTime unix={s.unix} />
            </p>
            <p className="m-0 text-sm">
              <span className="text-muted">
                <Trans>Transaction</Trans>{" "}
              </span>
              <span className="break-all">
                <TransactionLink id={s.transactionId} truncate={false} />
              </span>
            </p>
            <Changes changes={s.changes} />
          </div>
        </li>
      ))}
    </ol>
  );
}
