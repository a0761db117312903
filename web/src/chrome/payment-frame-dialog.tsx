import { useRouter } from "@tanstack/react-router"
import { useAtom, useAtomValue, useSetAtom } from "jotai"
import { useEffect, useRef } from "react"
import { css } from "../../styled-system/css"
import { button } from "../../styled-system/recipes"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { languageAtom } from "../i18n/language-atom.ts"
import { languageSegment } from "../i18n/language-segment.ts"
import { framedPaymentPageAtom, paymentPageHandlingAtom } from "../shared/payment-page-handling.ts"
import { themeForLanguageAtom } from "../theme/theme-atoms.ts"
import { FrameDialog } from "../ui/modal/frame-dialog.tsx"
import { returnAddressOf } from "./framed-return-read.ts"

// As much of the screen as the dialog leaves, so the card page's Pay button shows without a scroll.
const frameHeightClass = css({ height: "min(64vh, 1200px)" })

// A kiosk's session lives in this page's memory, so when the frame reaches a return page (framed-return.ts)
// this page goes there itself.
export const PaymentFrameDialog = () => {
  const LL = useTranslations()
  const router = useRouter()
  const [page, setPage] = useAtom(framedPaymentPageAtom)
  const { text } = useAtomValue(themeForLanguageAtom)
  const language = useAtomValue(languageAtom)
  const frame = useRef<HTMLIFrameElement>(null)
  const setHandling = useSetAtom(paymentPageHandlingAtom)

  // While this is on the page, the card page opens here (shared/payment-page.ts).
  useEffect(() => {
    setHandling("frame")
    return () => setHandling("leave")
  }, [setHandling])

  useEffect(() => {
    if (page === null) return
    const onMessage = (event: MessageEvent) => {
      // Only this frame, once back on the portal's origin (framed-return.ts): nothing else may steer the
      // portal, and where the frame is is read from the frame itself, not from what a message says.
      const framed = frame.current?.contentWindow
      if (event.origin !== window.location.origin || framed === null || framed === undefined) return
      if (event.source !== framed) return
      // The card page returns to an address without a language: the customer goes on in the one in use.
      const address = returnAddressOf(framed.location, languageSegment(language))
      if (address === null) return
      setPage(null)
      void router.navigate({ href: address })
    }
    window.addEventListener("message", onMessage)
    return () => window.removeEventListener("message", onMessage)
  }, [page, router, setPage, language])

  if (page === null) return null
  const provider = text.providerName
  return (
    <FrameDialog
      title={LL.touch.paymentTitle()}
      description={LL.touch.paymentIntro({ provider })}
      onClose={() => setPage(null)}
      // A stray touch beside the card page must not throw away what the customer has typed.
      closeOnInteractOutside={false}
      actions={
        <button type="button" className={button({ variant: "outline" })} onClick={() => setPage(null)}>
          {LL.touch.paymentCancel()}
        </button>
      }
      frame={{
        ref: frame,
        src: page.address,
        title: LL.touch.paymentFrame({ provider }),
        heightClassName: frameHeightClass,
        mark: "data-payment-frame",
      }}
    />
  )
}
