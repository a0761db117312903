import { useRef } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { Modal } from "../../ui/modal/modal.tsx"
import { QrCode } from "../../ui/qr-code/qr-code.tsx"

export interface PhoneLinkDialogProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  /** The whole address the code holds. */
  readonly address: string
  /** What the link is: "Terms of use", "Chat with us". */
  readonly label: string
}

const addressClass = css({
  fontFamily: "mono",
  fontSize: "lg",
  overflowWrap: "anywhere",
  textAlign: "center",
  bg: "bg.canvas",
  borderRadius: "control",
  p: "3",
})

/** A link's address as a code to scan with a phone's camera, and as text to type (a kiosk's way out). */
export const PhoneLinkDialog = ({ open, onOpenChange, address, label }: PhoneLinkDialogProps) => {
  const LL = useTranslations()
  const close = useRef<HTMLButtonElement>(null)
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={LL.touch.phoneLinkTitle()}
      description={LL.touch.phoneLinkScan({ label })}
      initialFocusEl={() => close.current}
      actions={
        <button ref={close} type="button" className={button()} onClick={() => onOpenChange(false)}>
          {LL.common.close()}
        </button>
      }
    >
      <div className={css({ width: "min(100%, 320px)", mx: "auto", my: "4" })}>
        <QrCode text={address} label={LL.touch.phoneLinkCode({ address })} />
      </div>
      <p>{LL.touch.phoneLinkAddress()}</p>
      <p className={addressClass}>{address}</p>
    </Modal>
  )
}
