import { useLingui } from "@lingui/react/macro";
import { useId, useRef } from "react";
import { useTransactionTypes } from "@/shared/network/useNetwork";
import { FilterChip } from "@/shared/ui/FilterChip";
import {
  ALL_FILTER,
  decodeTypeFilter,
  effectiveTypeFilter,
  encodeTypeFilter,
  type TypeFilterValue,
} from "../model/type-filter";

/**
 * The transaction type filter: a labelled select with ALL (-1) first, then every enabled type
 * of both groups (`useTransactionTypes()`: HTLC and magistrate ones only when the node runs them) by name. A value that
 * is no longer enabled shows as ALL. While a type is chosen, a chip ("Type: Vote ×") says so and
 * clears it in one click (focus then returns to the select, as the chip goes away).
 */
export function TypeFilter({
  value,
  onChange,
  className = "",
}: {
  value: TypeFilterValue;
  onChange: (v: TypeFilterValue) => void;
  className?: string;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  // the node's magistrate types are asked for when the visitor turns to the filter (or in idle
  // time), not on the list's first visit; a chosen magistrate type needs them at once
  const {
    enabledTransactionTypes: enabled,
    magistrateEnabled,
    wantTypes,
  } = useTransactionTypes({
    eager: value.typeGroup === 2,
  });
  const current = effectiveTypeFilter(value, enabled);
  const select = useRef<HTMLSelectElement>(null);
  const currentDef = enabled.find(
    (d) => d.type === current.type && d.typeGroup === current.typeGroup,
  );
  const core = enabled.filter((d) => d.typeGroup === 1);
  const magistrate = enabled.filter((d) => d.typeGroup === 2);
  return (
    <div className={`flex flex-wrap items-center gap-2 text-sm ${className}`}>
      <label htmlFor={id} className="text-muted">
        {t`Type`}
      </label>
      <select
        ref={select}
        id={id}
        name="type"
        value={encodeTypeFilter(current)}
        onChange={(e) => onChange(decodeTypeFilter(e.target.value, enabled) ?? ALL_FILTER)}
        onFocus={wantTypes}
        onPointerDown={wantTypes}
        className="rounded border border-border bg-surface px-2 py-1 text-text"
      >
        <option value="all">
          {t({ message: "All", context: "transaction type filter: all types" })}
        </option>
        {magistrateEnabled && magistrate.length > 0 ? (
          <>
            <optgroup label={t`Core`}>
              {core.map((d) => (
                <option key={d.key} value={encodeTypeFilter(d)}>
                  {i18n._(d.label)}
                </option>
              ))}
            </optgroup>
            <optgroup label={t`Magistrate`}>
              {magistrate.map((d) => (
                <option key={d.key} value={encodeTypeFilter(d)}>
                  {i18n._(d.label)}
                </option>
              ))}
            </optgroup>
          </>
        ) : (
          core.map((d) => (
            <option key={d.key} value={encodeTypeFilter(d)}>
              {i18n._(d.label)}
            </option>
          ))
        )}
      </select>
      {currentDef ? (
        <FilterChip
          name={t`Type`}
          value={i18n._(currentDef.label)}
          onClear={() => {
            onChange(ALL_FILTER);
            select.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
