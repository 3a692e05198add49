import { Trans, useLingui } from "@lingui/react/macro";
import { BUILD_COMMIT, BUILD_DATE } from "@/shared/network/config";
import { useNetworkConfig } from "@/shared/network/NetworkContext";
import { ExternalLink } from "@/shared/ui/ExternalLink";

/** Footer: copyright line, this build's commit and date, footer and social links. */
export function Footer() {
  const { t } = useLingui();
  const { title, footerLinks, socialLinks } = useNetworkConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-8 border-t border-border bg-surface text-sm text-muted">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-3 py-4 md:flex-row md:items-center md:justify-between md:px-6">
        <p>
          © {year} {title}.{" "}
          <Trans>
            Version <code>{BUILD_COMMIT}</code>, built {BUILD_DATE}.
          </Trans>
        </p>
        <ul className="flex flex-wrap gap-4" aria-label={t`Links`}>
          {[...footerLinks, ...socialLinks].map((l) => (
            <li key={`${l.label}-${l.url}`}>
              <ExternalLink href={l.url}>{l.label}</ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
