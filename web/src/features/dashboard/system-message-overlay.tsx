import type { SystemMessage, SystemMessageChoiceCode } from "@billpath/contract"
import { isSystemMessageFor } from "@billpath/contract/rules"
import { useNavigate, useRouter } from "@tanstack/react-router"
import DOMPurify from "dompurify"
import { atom, useAtom, useAtomValue, useSetAtom, useStore } from "jotai"
import { lazy, type MouseEvent, Suspense, useMemo, useState } from "react"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { apiClientAtom } from "../../api/portal-atoms.ts"
import { useOutsideLinkMode } from "../../chrome/outside-links/outside-link-mode.ts"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../i18n/language-atom.ts"
import { pageParams } from "../../navigation/page-params.ts"
import { outcomeAlert } from "../../shared/outcome-alerts.ts"
import { goToPaymentPage } from "../../shared/payment-page.ts"
import { themeForLanguageAtom } from "../../theme/theme-atoms.ts"
import { showFocusedAlertAtom } from "../../ui/alerts/alerts-atoms.ts"
import { focusMainHeading } from "../../ui/focus/main-heading.ts"
import { Modal } from "../../ui/modal/modal.tsx"

// The server is told too, but a remounted dashboard must not show a message again while that call is on its
// way or if it failed.
const answeredMessagesAtom = atom<ReadonlySet<string>>(new Set<string>())

/** Where the yes button goes, by choice code (spec §4); 9 is the payment provider's page. */
const destinations = {
  1: { to: "/{-$lang}/dashboard" },
  3: { to: "/{-$lang}/billing/bill-payment-history", search: { currentView: "payments" } },
  4: { to: "/{-$lang}/account/settings", search: { currentView: "autoPay" } },
  5: { to: "/{-$lang}/billing/bill-payment-history", search: { currentView: "bills" } },
  6: { to: "/{-$lang}/account/settings", search: { currentView: "myProfile" } },
  7: { to: "/{-$lang}/account/settings", search: { currentView: "eBill" } },
  9: "paymentPage",
} as const satisfies Record<SystemMessageChoiceCode, unknown>

// Where the portal must not be left (a kiosk), an outside address shows as a code for the customer's phone.
const PhoneLinkDialog = lazy(() =>
  import("../../chrome/outside-links/phone-link-dialog.tsx").then((module) => ({
    default: module.PhoneLinkDialog,
  })),
)

/** The provider writes the message in HTML; nothing in it may run (no scripts, handlers or forms). */
const sanitise = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "iframe"],
    FORBID_ATTR: ["style"],
  })

const contentClass = css({
  "& h2": { fontSize: "xl", fontWeight: "700", mb: "2" },
  "& p": { mb: "3" },
  // The dialog's own gap separates the text from the buttons.
  "& > :last-child": { mb: "0" },
})

/** The system message (spec §4): any answer dismisses it for good; yes then follows its choice code or address. */
export const SystemMessageOverlay = ({ message }: { readonly message: SystemMessage | null }) => {
  const LL = useTranslations()
  const api = useAtomValue(apiClientAtom)
  const store = useStore()
  const language = useAtomValue(languageAtom)
  const { text } = useAtomValue(themeForLanguageAtom)
  const showAlert = useSetAtom(showFocusedAlertAtom)
  const navigate = useNavigate()
  const router = useRouter()
  const [answered, setAnswered] = useAtom(answeredMessagesAtom)
  const linkMode = useOutsideLinkMode()
  // An outside address to show on the customer's phone, and what it is.
  const [onPhone, setOnPhone] = useState<{ readonly address: string; readonly label: string } | null>(null)

  const content = useMemo(() => (message === null ? "" : sanitise(message.content)), [message])
  const open = message !== null && !answered.has(message.messageID) && isSystemMessageFor(message, language)
  const phoneDialog =
    onPhone === null ? null : (
      <Suspense fallback={null}>
        <PhoneLinkDialog
          open
          onOpenChange={(isOpen) => (isOpen ? undefined : setOnPhone(null))}
          address={new URL(onPhone.address, window.location.href).href}
          label={onPhone.label}
        />
      </Suspense>
    )
  if (message === null) return phoneDialog

  /** Closes it, tells the server it was answered (whatever the server says, it stays closed here). */
  const answer = async (shown: SystemMessage) => {
    setAnswered((before) => new Set(before).add(shown.messageID))
    await api.call("dismissSystemMessage", { body: { messageID: shown.messageID } })
  }
  const fetchNext = () => router.invalidate({ filter: (match) => match.routeId === "/{-$lang}/dashboard" })

  const answerNo = async (shown: SystemMessage) => {
    await answer(shown)
    await fetchNext()
  }
  /** Goes where a choice code leads; true when this screen is being left (another site, or sign-in). */
  const goTo = async (destination: (typeof destinations)[SystemMessageChoiceCode]): Promise<boolean> => {
    if (destination === "paymentPage") {
      const outcome = await goToPaymentPage(store)
      if (outcome === "failed") showAlert(outcomeAlert(LL, "paymentPage", "failed"))
      return outcome !== "failed"
    }
    const params = pageParams(language)
    try {
      await navigate({ ...destination, params })
      // The screen under the dialog may have been replaced: its heading takes the focus, not <body>.
      focusMainHeading()
    } catch {
      // A move that fails leaves the customer here, the message answered.
    }
    return false
  }
  const answerYes = async (shown: SystemMessage) => {
    const external = shown.yesDecisionExternalRedirectUrl
    if (external !== null && linkMode === "phone") {
      setOnPhone({ address: external, label: shown.yesDecisionLabel })
    }
    // At once, while the click still counts: a window opened after a wait may be blocked as a pop-up.
    else if (external !== null) window.open(external, "_blank", "noopener,noreferrer")
    // Dismissed before moving: a screen that sends the customer back here must not meet it again.
    await answer(shown)
    const code = shown.yesDecisionValidChoiceCode
    if (external === null && code !== null && (await goTo(destinations[code]))) return
    await fetchNext()
  }

  // A link in the provider's text, where the portal must not be left, shows as a code instead.
  const showLinkOnPhone = (event: MouseEvent<HTMLDivElement>) => {
    if (linkMode !== "phone" || !(event.target instanceof Element)) return
    const link = event.target.closest("a[href]")
    if (link === null) return
    event.preventDefault()
    setOnPhone({ address: link.getAttribute("href") ?? "", label: link.textContent ?? "" })
  }

  return (
    <>
      <Modal
        open={open}
        onOpenChange={(isOpen) => {
          if (!isOpen) void answerNo(message)
        }}
        hideTitle
        title={LL.systemMessage.label({ provider: text.providerName })}
        description={
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the links inside take the keyboard's Enter as a click, which bubbles here
          <div
            onClick={showLinkOnPhone}
            className={contentClass}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: provider HTML, sanitised by DOMPurify above
            dangerouslySetInnerHTML={{ __html: content }}
          />
        }
        contentStyle={{
          maxWidth: `min(${message.width}px, 100%)`,
          // As tall as its content, up to the message's own height (then it scrolls), within the screen.
          maxHeight: `min(${message.height}px, calc(100dvh - 24px))`,
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
      {phoneDialog}
    </>
  )
}
