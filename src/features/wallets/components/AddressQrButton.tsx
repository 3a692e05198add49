import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Icon } from "@/shared/ui/Icon";
import { Modal } from "@/shared/ui/Modal";
import { QrCode } from "@/shared/ui/QrCode";

/** Icon button that opens a modal with the QR code of a wallet address (issue 5). */
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
      <Modal open={open} onClose={() => setOpen(false)} title={<Trans>Wallet address</Trans>} closeOnBackdropClick>
        <div className="flex flex-col items-center gap-3">
          {open ? <QrCode text={address} alt={t`QR code of wallet ${address}`} size={240} /> : null}
          <p className="m-0 break-all text-center font-mono text-sm">{address}</p>
        </div>
      </Modal>
    </>
  );
}
