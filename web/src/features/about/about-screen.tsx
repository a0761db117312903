import { Link } from "@tanstack/react-router"
import { css } from "../../../styled-system/css"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { usePageParams } from "../../navigation/page-params.ts"

/** About, with its four sub-pages and the accessibility statement. */
export const AboutScreen = () => {
  const LL = useTranslations()
  const params = usePageParams()
  return (
    <section>
      <h1 className={css({ fontSize: "2xl", mb: "3" })}>{LL.about.heading()}</h1>
      <p className={css({ mb: "4" })}>{LL.about.intro()}</p>
      <ul className={css({ display: "flex", flexDirection: "column", gap: "2", pl: "5", listStyle: "disc" })}>
        <li>
          <Link to="/{-$lang}/about/feedback" params={params}>
            {LL.about.feedback()}
          </Link>
        </li>
        <li>
          <Link to="/{-$lang}/about/privacy-policy" params={params}>
            {LL.about.privacyPolicy()}
          </Link>
        </li>
        <li>
          <Link to="/{-$lang}/about/site-map" params={params}>
            {LL.about.siteMap()}
          </Link>
        </li>
        <li>
          <Link to="/{-$lang}/about/terms-of-use" params={params}>
            {LL.about.termsOfUse()}
          </Link>
        </li>
        <li>
          <Link to="/{-$lang}/about/accessibility" params={params}>
            {LL.titles.accessibility()}
          </Link>
        </li>
      </ul>
    </section>
  )
}
