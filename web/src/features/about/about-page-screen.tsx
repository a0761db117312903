import { css } from "../../../styled-system/css"
import { useTranslations } from "../../i18n/i18n-atoms.ts"

export type AboutPage = "feedback" | "privacyPolicy" | "siteMap" | "termsOfUse"

/** The About sub-pages show their heading only (spec §2). */
export const AboutPageScreen = ({ heading }: { readonly heading: AboutPage }) => {
  const LL = useTranslations()
  return <h1 className={css({ textStyle: "title.page" })}>{LL.about[heading]()}</h1>
}
