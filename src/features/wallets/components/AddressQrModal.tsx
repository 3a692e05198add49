import { Trans, useLingui } from "@lingui/react/macro";
import { Modal } from "@/shared/ui/Modal";
import { QrCode } from "@/shared/ui/QrCode";

/**
 * The open QR modal of a wallet address (to pay it from a phone wallet): the QR code and the
 * address as text. Loaded by AddressQrButton on the first click (the modal code is not in the
 * wallet page's first visit); `onClose` is called on Escape, the close button or a backdrop click.
 */
export function AddressQrModal({ address, onClose }: { address: string; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal open onClose={onClose} title={<Trans>Wallet address</Trans>} closeOnBackdropClick>
      <div className="flex flex-col items-center gap-3">
        <QrCode text={address} alt={t`QR code of wallet ${address}`} size={240} />
        <p className="m-0 break-all text-center font-mono text-sm">{address}</p>
      </div>
    </Modal>
  );
}
