import { useLingui as useLinguiRuntime } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { Link } from "@/shared/routing/Link";
import { LOCALE_NAMES, LOCALES, isLocale } from "@/shared/i18n/locales";
import { useNetwork } from "@/shared/network/useNetwork";
import { resolveNightMode, usePreferences } from "@/shared/preferences/store";
import { Icon } from "@/shared/ui/Icon";
import { LabelledSelect } from "@/shared/ui/LabelledSelect";
import { SHELL_TEXTS } from "@/shared/i18n/shell-texts";
import { isCurrent, magistrateMenu, NAV } from "./nav";
import { HeaderSearch, HeaderSettingsExtras } from "./HeaderExtras";
import { AlertsBellGate } from "@/features/alerts/components/AlertsBellGate";

/**
 * The header: brand, search, the settings (currency and language pickers, time display, night-mode
 * and price-chart toggles) and the menu (magistrate entries only when enabled, their place held
 * while the node has not said). From 1024 px the
 * settings sit at the right of the first row and the menu entries on a second row; below it the
 * first row is only the brand (its logo below 640 px), the search field and the menu button, which
 * opens a panel with the settings and the menu entries, so the header stays one row (52 px) on a
 * phone in every language. Every navigation closes the menu (and any open panel).
 */
export function Header() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const { title, magistrateEnabled, magistrateKnown, alias } = useNetwork();
  const { pathname } = useLocation();
  // the page on which the menu last waited for the magistrate probe (see magistrateMenu), kept
  // as derived state so the placeholders never flash out for a render
  const [waitedOn, setWaitedOn] = useState<string | null>(null);
  if (!magistrateKnown && waitedOn !== pathname) setWaitedOn(pathname);
  const magistrate = magistrateMenu(magistrateEnabled, magistrateKnown, waitedOn === pathname);
  const [menuOpen, setMenuOpen] = useState(false);
  const nightStored = usePreferences((s) => s.nightMode);
  const setNightMode = usePreferences((s) => s.setNightMode);
  const setLanguage = usePreferences((s) => s.setLanguage);
  const night = resolveNightMode(nightStored, alias);
  const menuId = useId();
  const timeDisplay = usePreferences((s) => s.timeDisplay);
  const setTimeDisplay = usePreferences((s) => s.setTimeDisplay);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const menuOpenRef = useRef(menuOpen);
  menuOpenRef.current = menuOpen;
  useEffect(() => {
    // an entry of the open (mobile) menu was followed: the menu closes and focus, which would
    // be lost in the hidden list, goes to the new page's <main>
    const nav = document.getElementById(menuId);
    if (
      menuOpenRef.current &&
      nav &&
      document.activeElement &&
      nav.contains(document.activeElement)
    ) {
      document.getElementById("main")?.focus({ preventScroll: true });
    }
    setMenuOpen(false);
  }, [pathname, menuId]);
  useEffect(() => {
    if (!menuOpen) return;
    // Escape closes the open menu; focus inside the menu goes back to its button (it would
    // otherwise be lost in the hidden list). A key already handled (dialog, combobox) is left alone.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented) return;
      const nav = document.getElementById(menuId);
      if (nav && document.activeElement && nav.contains(document.activeElement))
        menuButtonRef.current?.focus();
      setMenuOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen, menuId]);

  const entries = NAV.filter((e) => !e.magistrate || magistrate !== "hidden");
  const controlClass =
    "inline-flex h-9 items-center gap-1 rounded border border-border bg-surface px-2 text-sm hover:bg-surface-2";

  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-3 py-2 md:px-6">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 font-semibold text-text no-underline sm:mr-2"
        >
          <img src="./favicon.svg" alt="" width={28} height={28} />
          {/* a phone shows the logo only, leaving the row to the search field; the name stays the link's name */}
          <span className="max-sm:sr-only">{title}</span>
        </Link>
        <div className="min-w-0 flex-1 lg:flex-none">
          <HeaderSearch />
        </div>
        {/* on a phone beside the menu button; from 1024 px after the settings, before the menu's row */}
        <AlertsBellGate className={`${controlClass} lg:order-2`} />
        <button
          ref={menuButtonRef}
          type="button"
          className={`${controlClass} shrink-0 lg:hidden`}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <Icon name={menuOpen ? "close" : "menu"} />
          <span className="max-sm:sr-only">{i18n._(SHELL_TEXTS.menu)}</span>
        </button>
        {/* below 1024 px the menu panel (settings, then the entries), opened by the button; from
            1024 px its box disappears (contents) and the settings and the entries join the header's rows */}
        <div
          id={menuId}
          className={`${menuOpen ? "flex" : "hidden"} w-full flex-col gap-2 lg:contents`}
        >
          <div className="flex flex-wrap items-center gap-2 border-b border-border pb-2 lg:ml-auto lg:border-0 lg:pb-0">
            <HeaderSettingsExtras />
            <LabelledSelect
              label={t`Language`}
              labelClassName="sr-only"
              className={controlClass}
              value={i18n.locale}
              onChange={(e) => isLocale(e.target.value) && setLanguage(e.target.value)}
            >
              {LOCALES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {LOCALE_NAMES[l]}
                </option>
              ))}
            </LabelledSelect>
            <LabelledSelect
              label={t`Time display`}
              labelClassName="sr-only"
              className={controlClass}
              value={timeDisplay}
              onChange={(e) => {
                const v = e.target.value;
                if (v === "relative" || v === "local" || v === "utc") setTimeDisplay(v);
              }}
            >
              <option value="local">{t`Local time`}</option>
              <option value="utc">{t`UTC`}</option>
              <option value="relative">{t`Time ago`}</option>
            </LabelledSelect>
            <button
              type="button"
              className={controlClass}
              aria-pressed={night}
              aria-label={t`Night mode`}
              title={t`Night mode`}
              onClick={() => setNightMode(!night)}
            >
              <Icon name={night ? "moon" : "sun"} />
            </button>
          </div>
          <nav aria-label={t`Main`} className="w-full lg:order-3">
            <ul className="flex flex-col gap-1 lg:flex-row lg:flex-wrap lg:gap-x-1">
              {entries.map((entry) => {
                if (entry.magistrate && magistrate === "reserved")
                  // from 1024 px the menu is a row: an invisible entry holds the place the link
                  // takes if the node has it; the phone's panel needs no such place
                  return (
                    <li key={entry.to} aria-hidden="true" className="hidden lg:invisible lg:block">
                      <span className="block px-2 py-1 text-sm whitespace-nowrap">
                        {i18n._(entry.label)}
                      </span>
                    </li>
                  );
                const current = isCurrent(entry, pathname);
                return (
                  <li key={entry.to} className={entry.panelOnly ? "lg:hidden" : undefined}>
                    <Link
                      to={entry.to}
                      aria-current={current ? "page" : undefined}
                      className={`block rounded px-2 py-1 text-sm whitespace-nowrap no-underline ${current ? "bg-surface-2 font-semibold text-text" : "text-muted hover:text-text"}`}
                    >
                      {i18n._(entry.label)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
