import { Outlet, useMatches } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { lazy, Suspense, useEffect } from "react"
import { css, cx } from "../../styled-system/css"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { languageAtom } from "../i18n/language-atom.ts"
import { layoutOf } from "../navigation/page-facts.ts"
import { pageLoadFailedAtom } from "../navigation/page-load-watch.ts"
import { isSignedInAtom } from "../session/session-atoms.ts"
import { kioskSettingsAtom, themeForLanguageAtom } from "../theme/theme-atoms.ts"
import { AlertList } from "../ui/alerts/alert-list.tsx"
import { FileHandlingContext } from "../ui/download/file-handling.ts"
import { column } from "../ui/layout/column.ts"
import { Footer } from "./footer.tsx"
import { Header } from "./header.tsx"
import { KioskBar } from "./kiosk-bar.tsx"
import { OutsideLinkModeContext } from "./outside-links/outside-link-mode.ts"
import { hasLayoutExtras, type LayoutParts, layoutParts } from "./page-layouts.ts"
import { PageLoadFailure } from "./page-load-failure.tsx"
import { pageWidthClass } from "./page-width.ts"

const skipLinkClass = css({
  position: "absolute",
  left: "2",
  top: "-100px",
  zIndex: 10,
  bg: "bg.surface",
  color: "accent.link",
  p: "2",
  _focus: { top: "2" },
  _print: { display: "none" },
})

// Focused pages (sign-in, a new password) have no help block: it loads with the pages that show it.
const HelpBlock = lazy(() => import("./help-block.tsx").then((module) => ({ default: module.HelpBlock })))

// Only a kiosk's layout has parts of its own around the page (layout-extras.tsx).
const LayoutExtras = lazy(() =>
  import("./layout-extras.tsx").then((module) => ({ default: module.LayoutExtras })),
)

// Only signed-in customers need the idle countdown and its dialog: keep them out of the sign-in page's code.
const IdleModal = lazy(() => import("./idle-modal.tsx").then((module) => ({ default: module.IdleModal })))

/** Keeps `<html lang>` and the document title in step with the language and the screen. */
const useDocumentFacts = (): LayoutParts => {
  const matches = useMatches()
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const { text } = useAtomValue(themeForLanguageAtom)
  const page = matches.at(-1)?.staticData.page
  const kiosk = useAtomValue(kioskSettingsAtom) !== undefined
  useEffect(() => {
    document.documentElement.lang = language
    if (page !== undefined) {
      document.title = LL.titles.suffix({ title: page.title(LL), provider: text.providerName })
    }
    // Search results show it under the title: in the customer's language, with the provider's name.
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute("content", LL.titles.description({ provider: text.providerName }))
  }, [LL, language, page, text.providerName])
  return layoutParts[layoutOf(page, kiosk)]
}

/** The chrome around every page: header, alerts, the page, help block and footer. */
export const PageShell = () => {
  const parts = useDocumentFacts()
  const LL = useTranslations()
  const signedIn = useAtomValue(isSignedInAtom)
  const pageLoadFailed = useAtomValue(pageLoadFailedAtom)
  return (
    <OutsideLinkModeContext.Provider value={parts.outsideLinks}>
      <FileHandlingContext.Provider value={parts.files}>
        <div className={css(column, { minHeight: "100vh" })}>
          <a href="#main-content" className={skipLinkClass}>
            {LL.common.skipToContent()}
          </a>
          <Header accountInHeader={parts.accountInHeader} />
          {parts.endSession ? <KioskBar /> : null}
          <main
            id="main-content"
            tabIndex={-1}
            className={cx(
              pageWidthClass,
              css({
                flex: "1",
                py: "6",
                _focus: { outline: "none" },
                _print: { padding: "0", maxWidth: "none" },
              }),
            )}
          >
            <AlertList />
            {pageLoadFailed ? <PageLoadFailure reason="chunk" /> : <Outlet />}
          </main>
          {parts.helpBlock ? (
            // The footer waits with the help block, or it would jump down when the help block arrives.
            <Suspense fallback={null}>
              <HelpBlock />
              {parts.footer ? <Footer /> : null}
            </Suspense>
          ) : parts.footer ? (
            <Footer />
          ) : null}
          {signedIn || parts.endSession ? (
            <Suspense fallback={null}>
              <IdleModal />
            </Suspense>
          ) : null}
          {hasLayoutExtras(parts) ? (
            <Suspense fallback={null}>
              <LayoutExtras parts={parts} />
            </Suspense>
          ) : null}
        </div>
      </FileHandlingContext.Provider>
    </OutsideLinkModeContext.Provider>
  )
}
