import { useAtomValue } from "jotai"
import { css } from "../../../styled-system/css"
import { card } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { themeForLanguageAtom } from "../../theme/theme-atoms.ts"
import { MarketingPanel } from "./marketing-panel.tsx"
import { SignInForm } from "./sign-in-form.tsx"

const layout = css({ display: "grid", gap: "6", justifyContent: "center", alignItems: "stretch" })
// The sign-in card alone, or beside the marketing panel. A kiosk's customer came to sign in or to pay:
// the card is the screen's one column, and the promotion is left out.
const kioskColumn = { _kiosk: { gridTemplateColumns: "minmax(0, 36rem)" } }
const columns = {
  alone: css({ gridTemplateColumns: { base: "1fr", md: "minmax(0, 480px)" }, ...kioskColumn }),
  withPanel: css({ gridTemplateColumns: { base: "1fr", md: "minmax(0, 440px) 1fr" }, ...kioskColumn }),
} as const

/** Home: the sign-in card and, when the provider has one, the marketing panel. */
export const HomeScreen = () => {
  const LL = useTranslations()
  const { text } = useAtomValue(themeForLanguageAtom)
  return (
    <div className={`${layout} ${text.marketing === undefined ? columns.alone : columns.withPanel}`}>
      <section aria-labelledby="sign-in-heading" className={card()}>
        <p className={css({ color: "fg.muted", mb: "1", fontWeight: "600" })}>{LL.home.welcome()}</p>
        <h1 id="sign-in-heading" className={css({ textStyle: "title.page", mb: "2" })}>
          {LL.home.signInHeading()}
        </h1>
        <p className={css({ color: "fg.muted", mb: "5" })}>{LL.home.signInIntro()}</p>
        <SignInForm />
      </section>
      <MarketingPanel />
    </div>
  )
}
