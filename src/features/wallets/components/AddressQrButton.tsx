import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import { Icon } from "@/shared/ui/Icon";

const AddressQrModal = lazy(() =>
  import("./AddressQrModal").then((m) => ({ default: m.AddressQrModal })),
);

/**
 * Icon button that opens a modal with the QR code of a wallet address; the modal loads on first
 * use.
 */
export function AddressQrButton({ address }: { address: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t`Show QR code`}
        title={t`Show QR code`}
        onClick={() => setOpen(true)}
        data-testid="qr-button"
        className="inline-flex size-8 items-center justify-center rounded text-muted hover:bg-surface-2 hover:text-text"
      >
        <Icon name="qr" className="size-4" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AddressQrModal address={address} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
