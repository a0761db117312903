import type { LanguageCode } from "@billpath/contract"
import en from "../i18n/en/offline/index.ts"
import fr from "../i18n/fr/offline/index.ts"

// The screen's own alert says a call failed; this says why, with the offline page's way back. The DOM rather
// than React: it belongs to no screen and loads after the page (installable-app/in-app.ts).
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
