import { useLingui } from "@lingui/react/macro";
import { BlockLink } from "@/shared/display/links";
import { DateTime } from "@/shared/display/DateTime";
import { FormattedNumber } from "@/shared/display/FormattedNumber";

/**
 * The block a delegate last forged: its height (linked when its id is known) over its time
 * (`unix`, seconds), or "Never" when there is none. Blocks of inline text, so they follow the
 * alignment of the cell (right) or the card (left).
 */
export function LastForgedCell({
  block,
}: {
  block: { height: number; id?: string; unix?: number } | undefined;
}) {
  const { t } = useLingui();
  if (!block) return <span className="text-muted">{t`Never`}</span>;
  const height = <FormattedNumber value={block.height} />;
  return (
    <span className="inline-block align-top leading-tight">
      <span className="block">
        {block.id ? (
          <BlockLink id={block.id} truncate={false}>
            {height}
          </BlockLink>
        ) : (
          <span className="tabular-nums">{height}</span>
        )}
      </span>
      {block.unix !== undefined ? (
        <DateTime unix={block.unix} className="block text-xs text-muted" />
      ) : null}
    </span>
  );
}
