import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { Link } from "@/shared/routing/Link";
import { paths } from "@/shared/routing/paths";
import { PagedResult } from "@/shared/ui/PagedResult";
import { Tabs } from "@/shared/ui/Tabs";
import { PageIntro } from "@/shared/glossary/TermHint";
import { tabPath, useDelegateTabList } from "../api/delegate-list-page";
import { legacyStandbyPage, type DelegateTab } from "../api/delegate-list-queries";
import { useDelegateForging } from "../hooks/useDelegateForging";
import { DelegatesTable, type DelegateRow } from "./DelegatesTable";
import { useRouteHeading } from "@/shared/routing/useRouteHeading";

/**
 * /delegates/{page}, /delegates/standby/{page} and /delegates/resigned/{page}: the delegate list in
 * three tabs (links to each tab's first page, kept in the URL): the active delegates (ranks 1 … the
 * node's active delegate count) with their forging status and productivity as the delegate monitor
 * decides them, the standby delegates (ranked after them, status "Standby"), the resigned (votes
 * ascending by default). Every column the node sorts is sortable; a note says when ranks and votes
 * change (at the end of each round). The page comes from {@link useDelegateTabList}: the node's
 * own page where it can sort, else the complete list sorted here.
 */
export function DelegateListView({ tab }: { tab: DelegateTab }) {
  const { t } = useLingui();
  const heading = useRouteHeading();
  const title =
    tab === "active"
      ? t`Active delegates`
      : tab === "standby"
        ? t`Standby delegates`
        : t`Resigned delegates`;
  usePageTitle(title);
  const navigate = useNavigate();
  const list = useDelegateTabList(tab);
  const { refetch } = list.paged.query;
  const forging = useDelegateForging(tab === "active" && list.ready, () => void refetch());
  const data = list.paged.query.data;
  const rows = useMemo(
    () =>
      data && tab === "active"
        ? {
            ...data,
            data: data.data.map((d): DelegateRow => ({
              ...d,
              status: forging.statusOf(d),
              productivity: forging.productivity
                ? (forging.productivity.get(d.publicKey) ?? null)
                : undefined,
            })),
          }
        : data,
    [data, tab, forging],
  );

  if (list.page === null) return <Navigate to={paths.notFound()} replace />;
  const page = list.page;
  const { sort, search, activeDelegates } = list;
  if (tab === "active" && list.ready && sort.id === "rank" && !sort.desc) {
    const standby = legacyStandbyPage(page, list.paged.limit, activeDelegates);
    if (standby !== null) return <Navigate to={paths.standbyDelegates(standby, search)} replace />;
  }

  const tabs = [
    { id: "active", label: t`Active`, href: `#${paths.delegates()}` },
    { id: "standby", label: t`Standby`, href: `#${paths.standbyDelegates()}` },
    {
      id: "resigned",
      label: t({ message: "Resigned", context: "delegate monitor tab: resigned delegates" }),
      href: `#${paths.resignedDelegates()}`,
    },
  ];
  return (
    <>
      <div className="mb-1 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">{heading}</h1>
        <Link to={paths.delegateMonitor()} className="text-sm text-accent hover:underline">
          <Trans>Delegate monitor</Trans>
        </Link>
      </div>
      <PageIntro page="delegates" />
      <Tabs
        tabs={tabs}
        active={tab}
        label={t`Delegate lists`}
        // each tab starts on its first page, in its own stored order
        onChange={(id) => void navigate(tabPath[id as DelegateTab](1))}
      >
        {tab !== "resigned" ? (
          <p className="mb-3 text-sm text-muted">
            <Trans>
              Ranks and votes are updated at the end of each round: a vote cast during this round
              counts from the next one.
            </Trans>
          </p>
        ) : null}
        <PagedResult {...list.paged} query={{ ...list.paged.query, data: rows }}>
          {(shown, isFetching) => (
            <DelegatesTable
              caption={t`${title}, page ${page}`}
              kind={tab}
              delegates={shown}
              {...list.sorting}
              isFetching={isFetching}
            />
          )}
        </PagedResult>
      </Tabs>
    </>
  );
}
