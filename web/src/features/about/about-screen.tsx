import { Link } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { css } from "../../../styled-system/css"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { languageAtom } from "../../session/session-atoms.ts"

/** About, with its four sub-pages. */
export const AboutScreen = () => {
  const LL = useTranslations()
  const language = useAtomValue(languageAtom)
  const lang = language === "en" ? undefined : language
  return (
    <section>
      <h1 className={css({ fontSize: "2xl", mb: "3" })}>{LL.about.heading()}</h1>
      <p className={css({ mb: "4" })}>{LL.about.intro()}</p>
      <ul className={css({ display: "flex", flexDirection: "column", gap: "2", pl: "5", listStyle: "disc" })}>
        <li>
          <Link to="/{-$lang}/about/feedback" params={{ lang }}>
            {LL.about.feedback()}
          </Link>
        </li>
        <li>
          <Link to="/{-$lang}/about/privacy-policy" params={{ lang }}>
            {LL.about.privacyPolicy()}
          </Link>
        </li>
        <li>
          <Link to="/{-$lang}/about/site-map" params={{ lang }}>
            {LL.about.siteMap()}
          </Link>
        </li>
        <li>
          <Link to="/{-$lang}/about/terms-of-use" params={{ lang }}>
            {LL.about.termsOfUse()}
          </Link>
        </li>
      </ul>
    </section>
  )
}
