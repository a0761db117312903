import { useAtomValue } from "jotai"
import { css } from "../../../styled-system/css"
import { card } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { themeForLanguageAtom } from "../../theme/theme-atoms.ts"
import { MarketingPanel } from "./marketing-panel.tsx"
import { SignInForm } from "./sign-in-form.tsx"

const layout = css({ display: "grid", gap: "6", justifyContent: "center", alignItems: "stretch" })
// The sign-in card alone, or beside the marketing panel.
const columns = {
  alone: css({ gridTemplateColumns: { base: "1fr", md: "minmax(0, 480px)" } }),
  withPanel: css({ gridTemplateColumns: { base: "1fr", md: "minmax(0, 440px) 1fr" } }),
} as const

/** Home: the sign-in card and, when the provider has one, the marketing panel. */
export const HomeScreen = () => {
  const LL = useTranslations()
  const { text } = useAtomValue(themeForLanguageAtom)
  return (
    <div className={`${layout} ${text.marketing === undefined ? columns.alone : columns.withPanel}`}>
      <section aria-labelledby="sign-in-heading" className={card()}>
        <p className={css({ color: "fg.muted", mb: "1", fontWeight: "600" })}>{LL.home.welcome()}</p>
        <h1 id="sign-in-heading" className={css({ fontSize: "2xl", mb: "2" })}>
          {LL.home.signInHeading()}
        </h1>
        <p className={css({ color: "fg.muted", mb: "5" })}>{LL.home.signInIntro()}</p>
        <SignInForm />
      </section>
      <MarketingPanel />
    </div>
  )
}
