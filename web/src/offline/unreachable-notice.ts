import type { LanguageCode } from "@billpath/contract"
import en from "../i18n/en/offline/index.ts"
import fr from "../i18n/fr/offline/index.ts"

/**
 * The offline page's message inside the app, for when the app is open but its calls get no answer at all
 * (the server stopped, the connection dropped): the screen's own alert says the call failed; this says
 * why, and offers the same way back as the offline page: trying again, which loads the page anew.
 *
 * Built with the DOM rather than React: it belongs to no screen, and it loads after the page
 * (installable-app/in-app.ts), so no page's first load carries it.
 */
const texts = { en, fr } as const
const noticeId = "billpath-unreachable"

export const showUnreachableNotice = (language: LanguageCode): void => {
  const text = texts[language]
  const existing = document.getElementById(noticeId)
  if (existing?.lang === language) return
  existing?.remove()
  const notice = document.createElement("div")
  notice.id = noticeId
  notice.lang = language
  notice.setAttribute("role", "alert")
  Object.assign(notice.style, {
    position: "sticky",
    top: "0",
    zIndex: "1000",
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: "4px 16px",
    padding: "12px 16px",
    background: "#1c1f24",
    color: "#ffffff",
    fontSize: "1rem",
    lineHeight: "1.5",
  })
  const message = document.createElement("p")
  message.style.margin = "0"
  const heading = document.createElement("strong")
  heading.textContent = text.heading
  message.append(heading, ` ${text.message}`)
  // The page as it is now, loaded again: the screen's calls are made anew.
  const retry = document.createElement("button")
  retry.type = "button"
  retry.textContent = text.retry
  retry.addEventListener("click", () => window.location.reload())
  Object.assign(retry.style, {
    minHeight: "44px",
    padding: "8px 16px",
    border: "2px solid #ffffff",
    borderRadius: "8px",
    background: "transparent",
    color: "#ffffff",
    font: "inherit",
    fontWeight: "700",
    cursor: "pointer",
  })
  notice.append(message, retry)
  document.body.prepend(notice)
}
