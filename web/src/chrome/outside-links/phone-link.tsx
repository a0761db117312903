import { type ComponentType, type ReactNode, useState } from "react"
import { css, cx } from "../../../styled-system/css"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import type { PhoneLinkDialogProps } from "./phone-link-dialog.tsx"

/** A button that reads as the link it stands for. */
const asLinkClass = css({
  display: "inline",
  p: "0",
  bg: "transparent",
  borderWidth: "0",
  font: "inherit",
  color: "accent.link",
  textDecoration: "underline",
  textAlign: "start",
  cursor: "pointer",
})

const hintClass = css({ srOnly: true })

let dialogCode: Promise<ComponentType<PhoneLinkDialogProps>> | undefined
const loadDialog = (): Promise<ComponentType<PhoneLinkDialogProps>> => {
  dialogCode ??= import("./phone-link-dialog.tsx").then((module) => module.PhoneLinkDialog)
  dialogCode.catch(() => {
    dialogCode = undefined
  })
  return dialogCode
}

/** The address as a code for the customer's own phone, and as text; a relative `href` is made whole. */
export const PhoneLink = ({
  href,
  label,
  className,
  children,
}: {
  readonly href: string
  /** What the link is, for the dialog's sentence ("… to open {label} on your phone"). */
  readonly label: string
  readonly className?: string | undefined
  readonly children: ReactNode
}) => {
  const LL = useTranslations()
  const [Dialog, setDialog] = useState<ComponentType<PhoneLinkDialogProps> | null>(null)
  const [open, setOpen] = useState(false)
  const address = new URL(href, window.location.href).href
  return (
    <>
      <button
        type="button"
        className={cx(asLinkClass, className)}
        aria-haspopup="dialog"
        data-phone-link=""
        onClick={() => {
          void loadDialog().then((loaded) => {
            setDialog(() => loaded)
            setOpen(true)
          })
        }}
      >
        {children}
        <span className={hintClass}> {LL.touch.phoneLinkHint()}</span>
      </button>
      {Dialog === null ? null : <Dialog open={open} onOpenChange={setOpen} address={address} label={label} />}
    </>
  )
}
