import type { SystemMessage } from "@billpath/contract"
import { isSystemMessageFor, lightEndpoints } from "@billpath/contract/light"
import { useNavigate, useRouter } from "@tanstack/react-router"
import DOMPurify from "dompurify"
import { useAtomValue, useSetAtom } from "jotai"
import { useMemo, useState } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { pageParams, plannedPage } from "../../navigation/page-params.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { goToPaymentPage } from "../../shared/payment-page.ts"
import { themeForLanguageAtom } from "../../theme/theme-atoms.ts"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { Modal } from "../../ui/modal/modal.tsx"
import { choiceDestination } from "./choice-destination.ts"

/** The provider writes the message in HTML; nothing in it may run (no scripts, handlers or forms). */
const sanitise = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "iframe"],
    FORBID_ATTR: ["style"],
  })

const contentClass = css({ "& h2": { fontSize: "xl", fontWeight: "700", mb: "2" }, "& p": { mb: "3" } })

/**
 * The dashboard's system message (spec §4), from the dashboard's loader: 'FR-' messages only in French,
 * others only in other languages; yes goes where its choice code says (or opens the external address in
 * a new window); no — or Escape — dismisses it and the loader fetches the next.
 */
export const SystemMessageOverlay = ({ message }: { readonly message: SystemMessage | null }) => {
  const LL = useTranslations()
  const api = useAtomValue(apiClientAtom)
  const language = useAtomValue(languageAtom)
  const { text } = useAtomValue(themeForLanguageAtom)
  const showAlert = useSetAtom(showAlertAtom)
  const navigate = useNavigate()
  const router = useRouter()
  // The message answered here stays closed while the loader fetches the next one.
  const [answered, setAnswered] = useState<string | null>(null)

  const content = useMemo(() => (message === null ? "" : sanitise(message.content)), [message])
  const open = message !== null && message.messageID !== answered && isSystemMessageFor(message, language)
  if (message === null) return null

  const answerNo = async (shown: SystemMessage) => {
    setAnswered(shown.messageID)
    await api.call(lightEndpoints.dismissSystemMessage, { body: { messageID: shown.messageID } })
    await router.invalidate({ filter: (match) => match.routeId === "/{-$lang}/dashboard" })
  }
  const answerYes = async (shown: SystemMessage) => {
    setAnswered(shown.messageID)
    if (shown.yesDecisionExternalRedirectUrl !== null) {
      window.open(shown.yesDecisionExternalRedirectUrl, "_blank", "noopener,noreferrer")
      return
    }
    if (shown.yesDecisionValidChoiceCode === null) return
    const destination = choiceDestination(shown.yesDecisionValidChoiceCode)
    switch (destination.kind) {
      case "paymentPage":
        if (!(await goToPaymentPage(api, language))) showAlert(outcomeAlert(LL, "paymentPage", "failed"))
        return
      case "dashboard":
        await navigate({ to: "/{-$lang}/dashboard", params: pageParams(language) })
        return
      case "page":
        await navigate({
          ...plannedPage(language, destination.page),
          search: destination.currentView === undefined ? {} : { currentView: destination.currentView },
        })
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) void answerNo(message)
      }}
      hideTitle
      title={LL.systemMessage.label({ provider: text.providerName })}
      description={
        <div
          className={contentClass}
          // The content is sanitised by DOMPurify just above.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised provider HTML
          dangerouslySetInnerHTML={{ __html: content }}
        />
      }
      contentStyle={{
        maxWidth: `min(${message.width}px, 100%)`,
        minHeight: `${Math.min(message.height, 600)}px`,
        background: message.colours.background,
        color: message.colours.text,
      }}
      actions={
        <>
          <button
            type="button"
            className={button({ variant: "outline" })}
            onClick={() => void answerNo(message)}
          >
            {message.noDecisionLabel}
          </button>
          <button type="button" className={button()} onClick={() => void answerYes(message)}>
            {message.yesDecisionLabel}
          </button>
        </>
      }
    />
  )
}
