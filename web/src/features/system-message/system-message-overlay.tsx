import { Dialog } from "@ark-ui/react/dialog"
import { Portal } from "@ark-ui/react/portal"
import {
  dismissSystemMessage,
  getSystemMessage,
  isSystemMessageFor,
  type SystemMessage,
} from "@billpath/contract"
import { useNavigate } from "@tanstack/react-router"
import DOMPurify from "dompurify"
import { useAtom, useAtomValue, useSetAtom } from "jotai"
import { useCallback, useEffect, useMemo } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { apiClientAtom, systemMessageAtom } from "../../api/portal-atoms.ts"
import { pagePath } from "../../app/page-path.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../session/session-atoms.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { themeForLanguageAtom } from "../../theme/theme-atoms.ts"
import { showAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { goToPaymentPage } from "../dashboard/dashboard-actions.ts"
import { choiceDestination } from "./choice-destination.ts"

/** The provider writes the message in HTML; nothing in it may run (no scripts, handlers or forms). */
const sanitise = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "iframe"],
    FORBID_ATTR: ["style"],
  })

/**
 * The dashboard's system message (spec §4): fetched on load; 'FR-' messages only in French, others only
 * in other languages; yes goes where its choice code says (or opens the external address in a new
 * window); no dismisses it and fetches the next.
 */
export const SystemMessageOverlay = () => {
  const LL = useTranslations()
  const api = useAtomValue(apiClientAtom)
  const language = useAtomValue(languageAtom)
  const { text } = useAtomValue(themeForLanguageAtom)
  const [message, setMessage] = useAtom(systemMessageAtom)
  const showAlert = useSetAtom(showAlertAtom)
  const navigate = useNavigate()

  const fetchNext = useCallback(async () => {
    const outcome = await api.call(getSystemMessage, { query: { languageCode: language } })
    setMessage(outcome._tag === "success" ? outcome.value : null)
  }, [api, language, setMessage])

  useEffect(() => {
    void fetchNext()
  }, [fetchNext])

  const content = useMemo(() => (message === null ? "" : sanitise(message.content)), [message])
  if (message === null || !isSystemMessageFor(message, language)) return null

  const answerNo = async (shown: SystemMessage) => {
    setMessage(null)
    await api.call(dismissSystemMessage, { body: { messageID: shown.messageID } })
    await fetchNext()
  }
  const answerYes = async (shown: SystemMessage) => {
    setMessage(null)
    if (shown.yesDecisionExternalRedirectUrl !== null) {
      window.open(shown.yesDecisionExternalRedirectUrl, "_blank", "noopener,noreferrer")
      return
    }
    if (shown.yesDecisionValidChoiceCode === null) return
    const destination = choiceDestination(shown.yesDecisionValidChoiceCode)
    if (destination === "paymentPage") {
      if (!(await goToPaymentPage(api, language))) showAlert(outcomeAlert(LL, "paymentPage", "failed"))
    } else if (destination === "/dashboard") {
      await navigate({
        to: "/{-$lang}/dashboard",
        params: { lang: language === "en" ? undefined : language },
      })
    } else {
      window.location.assign(pagePath(language, destination))
    }
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) void answerNo(message)
      }}
      role="dialog"
    >
      <Portal>
        <Dialog.Backdrop
          className={css({ position: "fixed", inset: "0", bg: "rgba(15, 18, 30, 0.55)", zIndex: 40 })}
        />
        <Dialog.Positioner
          className={css({
            position: "fixed",
            inset: "0",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            zIndex: 50,
            p: "4",
          })}
        >
          <Dialog.Content
            className={css({
              borderRadius: "card",
              p: "6",
              maxWidth: "100%",
              maxHeight: "90vh",
              overflow: "auto",
              boxShadow: "0 10px 40px rgba(0,0,0,0.3)",
            })}
            style={{
              width: `${message.width}px`,
              minHeight: `${Math.min(message.height, 600)}px`,
              background: message.colours.background,
              color: message.colours.text,
            }}
          >
            <Dialog.Title className={css({ srOnly: true })}>
              {LL.systemMessage.label({ provider: text.providerName })}
            </Dialog.Title>
            <Dialog.Description asChild>
              <div
                className={css({
                  "& h2": { fontSize: "xl", fontWeight: "700", mb: "2" },
                  "& p": { mb: "3" },
                })}
                // The content is sanitised by DOMPurify just above.
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised provider HTML
                dangerouslySetInnerHTML={{ __html: content }}
              />
            </Dialog.Description>
            <div
              className={css({
                display: "flex",
                flexWrap: "wrap",
                gap: "3",
                mt: "4",
                justifyContent: "flex-end",
              })}
            >
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
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
