import type { HelpTopic } from "@billpath/contract"
import { useAtomValue } from "jotai"
import { useRef } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { themeForLanguageAtom } from "../../theme/theme-atoms.ts"
import { Modal } from "../modal/modal.tsx"

export interface HelpModalProps {
  readonly topic: HelpTopic
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
}

/** Spec §2's help modal: the topic's heading, text and picture in the page's language; OK has the focus. */
export const HelpModal = ({ topic, open, onOpenChange }: HelpModalProps) => {
  const LL = useTranslations()
  const { images, image } = useAtomValue(themeForLanguageAtom)
  const okButton = useRef<HTMLButtonElement>(null)
  const texts = LL.help.topics[topic]
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title={texts.title()}
      description={texts.text()}
      initialFocusEl={() => okButton.current}
      actions={
        <button ref={okButton} type="button" className={button()} onClick={() => onOpenChange(false)}>
          {LL.common.ok()}
        </button>
      }
    >
      <img
        src={image(images.help[topic])}
        alt={texts.imageAlt()}
        width={960}
        height={600}
        className={css({
          display: "block",
          width: "100%",
          height: "auto",
          borderRadius: "control",
          border: "1px solid {colors.border.default}",
        })}
      />
    </Modal>
  )
}
