import { Link } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { css } from "../../../styled-system/css"
import { button } from "../../../styled-system/recipes"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { usePageParams } from "../../navigation/page-params.ts"
import { activeThemeAtom, themeForLanguageAtom } from "../../theme/theme-atoms.ts"

// Literal classes per theme choice: Panda extracts styles only from calls it can read in the source, so
// a class computed from the theme at run time would have none.
const alignment = {
  top: css({ justifyContent: "flex-start" }),
  center: css({ justifyContent: "center" }),
  bottom: css({ justifyContent: "flex-end" }),
} as const
const buttonLook = {
  solid: css({ bg: "bg.surface", color: "brand.primary", borderColor: "bg.surface" }),
  outline: css({ bg: "transparent", color: "brand.onPrimary", borderColor: "brand.onPrimary" }),
} as const
const buttonCorners = { round: button({ corners: "round" }), square: button({ corners: "square" }) } as const
const panelCorners = { round: css({ borderRadius: "card" }), square: css({ borderRadius: "0" }) } as const

/** The home page's marketing panel: shown only when the provider has its texts for this language. */
export const MarketingPanel = () => {
  const LL = useTranslations()
  const params = usePageParams()
  const { text } = useAtomValue(themeForLanguageAtom)
  const { marketing } = useAtomValue(activeThemeAtom).theme.styles
  if (text.marketing === undefined) return null
  return (
    <section
      aria-label={LL.home.marketingRegion()}
      className={`${css({
        display: "flex",
        flexDirection: "column",
        gap: "4",
        p: { base: "6", md: "10" },
        bg: "brand.primary",
        color: "brand.onPrimary",
        minHeight: { md: "420px" },
        _kiosk: { display: "none" },
      })} ${alignment[marketing.alignment]} ${panelCorners[marketing.corners]}`}
    >
      <h2 className={css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "700", color: "inherit" })}>
        {text.marketing.headline}
      </h2>
      <p className={css({ fontSize: "lg", maxWidth: "48ch" })}>{text.marketing.text}</p>
      <Link
        to="/{-$lang}/register"
        params={params}
        className={`${buttonCorners[marketing.corners]} ${buttonLook[marketing.buttonVariant]} ${css({ alignSelf: "flex-start" })}`}
      >
        {text.marketing.button}
      </Link>
    </section>
  )
}
