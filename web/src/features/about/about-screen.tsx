import { Link } from "@tanstack/react-router"
import { css } from "../../../styled-system/css"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { usePageParams } from "../../navigation/page-params.ts"

export const AboutScreen = () => {
  const LL = useTranslations()
  const params = usePageParams()
  const pages = [
    { to: "/{-$lang}/about/feedback", label: LL.about.feedback() },
    { to: "/{-$lang}/about/privacy-policy", label: LL.about.privacyPolicy() },
    { to: "/{-$lang}/about/site-map", label: LL.about.siteMap() },
    { to: "/{-$lang}/about/terms-of-use", label: LL.about.termsOfUse() },
    { to: "/{-$lang}/about/accessibility", label: LL.titles.accessibility() },
  ] as const
  return (
    <section>
      <h1 className={css({ textStyle: "title.page", mb: "3" })}>{LL.about.heading()}</h1>
      <p className={css({ mb: "4" })}>{LL.about.intro()}</p>
      <ul className={css({ display: "flex", flexDirection: "column", gap: "2", pl: "5", listStyle: "disc" })}>
        {pages.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} params={params}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
