import type { ReactNode, RefObject } from "react"
import { css, cx } from "../../../styled-system/css"
import { Modal } from "./modal.tsx"

// Full width, thin border, white whatever the theme: the framed document draws its own page.
const frameClass = css({
  display: "block",
  width: "100%",
  border: "1px solid {colors.border.default}",
  borderRadius: "control",
  bg: "white",
})

/** Any way of closing calls `onClose`; the frame waits until it has an address. */
export const FrameDialog = ({
  title,
  description,
  onClose,
  closeOnInteractOutside = true,
  actions,
  frame,
}: {
  readonly title: string
  readonly description?: string
  readonly onClose: () => void
  readonly closeOnInteractOutside?: boolean
  readonly actions: ReactNode
  readonly frame: {
    readonly ref: RefObject<HTMLIFrameElement | null>
    readonly src: string | null
    readonly title: string
    /** As much of the screen as the use wants: a literal class, which Panda reads at build time. */
    readonly heightClassName: string
    /** The empty attribute the frame is found by. */
    readonly mark: "data-payment-frame" | "data-printable-file"
  }
}) => (
  <Modal
    open
    onOpenChange={(open) => {
      if (!open) onClose()
    }}
    size="xl"
    title={title}
    description={description}
    closeOnInteractOutside={closeOnInteractOutside}
    actions={actions}
  >
    {frame.src === null ? null : (
      <iframe
        ref={frame.ref}
        src={frame.src}
        title={frame.title}
        className={cx(frameClass, frame.heightClassName)}
        {...{ [frame.mark]: "" }}
      />
    )}
  </Modal>
)
