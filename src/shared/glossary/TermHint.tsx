import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { InfoTip } from "@/shared/ui/InfoTip";
import { GLOSSARY, PAGE_INTROS, termOfType, type IntroPage, type TermKey } from "./terms";

/**
 * The "?" button that explains a word of ARK's (`term`, see GLOSSARY) in a tooltip: named
 * "What is {term}?", described by the hint, shown on hover, focus and tap, hidden by Escape.
 */
export function TermHint({ term }: { term: TermKey }) {
  const { t, i18n } = useLingui();
  const entry = GLOSSARY[term];
  const name = i18n._(entry.name);
  return <InfoTip label={t`What is ${name}?`} content={i18n._(entry.hint)} />;
}

/**
 * A label (`children`, already translated) followed by the "?" hint of its `term`. The label's
 * text stays the text of the element around it (a `<dt>`, a `<th>`): the hint adds no text.
 * `narrow`: in a narrow box (a card of a phone's grid) the label wraps on its own and the hint
 * stays beside its first line, instead of falling alone onto a line of its own.
 */
export function TermLabel({
  term,
  children,
  narrow = false,
}: {
  term: TermKey;
  children: ReactNode;
  narrow?: boolean;
}) {
  if (narrow) {
    return (
      <span className="inline-flex max-w-full items-start">
        <span className="min-w-0">{children}</span>
        <TermHint term={term} />
      </span>
    );
  }
  return (
    <>
      {children}
      <TermHint term={term} />
    </>
  );
}

/** The hint of a transaction type's word (a lock, an entity, a vote…); nothing for a transfer. */
export function TypeHint({ typeGroup, type }: { typeGroup: number; type: number }) {
  const term = termOfType(typeGroup, type);
  return term ? <TermHint term={term} /> : null;
}

/** The one-line introduction under a page's heading (`page`: see PAGE_INTROS). */
export function PageIntro({ page, className = "mb-4" }: { page: IntroPage; className?: string }) {
  const { i18n } = useLingui();
  return (
    <p className={`mt-0 max-w-prose text-sm text-muted ${className}`}>
      {i18n._(PAGE_INTROS[page])}
    </p>
  );
}
