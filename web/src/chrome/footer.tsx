import { Link } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { useId } from "react"
import { css, cx } from "../../styled-system/css"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { usePageParams } from "../navigation/page-params.ts"
import { column } from "../ui/layout/column.ts"
import { chromeThemeAtom } from "./chrome-theme.ts"
import { useOutsideLinkMode } from "./outside-links/outside-link-mode.ts"
import { PhoneLink } from "./outside-links/phone-link.tsx"
import { pageWidthClass } from "./page-width.ts"
import { FacebookIcon, LinkedInIcon, XIcon } from "./social-icons.tsx"
import { NewWindowHintText, ThemeLinkList } from "./theme-link.tsx"

/** The spec allows up to five footer links. */
const footerLinkLimit = 5

// The brand colour with its "on" colour, a pair every theme keeps readable (themes/src/contrast.ts); the theme's
// focus colour is not made for this background, so focus rings use the "on" colour too.
const footerClass = css({
  _print: { display: "none" },
  bg: "brand.primary",
  color: "brand.onPrimary",
  // A link shown as a code to scan (a kiosk's) is a button that must read as the links beside it.
  "& a, & [data-phone-link]": {
    color: "brand.onPrimary",
    textDecoration: "underline",
    textUnderlineOffset: "3px",
  },
  "& a:hover, & [data-phone-link]:hover": { textDecorationThickness: "2px" },
  "& :focus-visible": { outlineColor: "brand.onPrimary" },
})

/** The footer's links: at least 44 px tall, so a finger finds them. */
const footerLinkClass = css({ display: "inline-flex", alignItems: "center", minHeight: "44px" })

const listClass = css({ listStyle: "none", m: "0", p: "0", display: "flex", flexWrap: "wrap" })

const socialLinkClass = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  borderRadius: "control",
  border: "1px solid {colors.brand.onPrimary}",
  "&:hover": { bg: "rgba(255, 255, 255, 0.12)" },
})

/** Twitter (X), Facebook and LinkedIn, when the theme has them. Each opens in a new window, or shows its code. */
const SocialLinks = () => {
  const LL = useTranslations()
  const mode = useOutsideLinkMode()
  const { urls, text } = useAtomValue(chromeThemeAtom)
  const headingId = useId()
  const provider = text.providerName
  const links = (
    [
      ["twitter", urls.social.twitter, LL.footer.twitter, XIcon],
      ["facebook", urls.social.facebook, LL.footer.facebook, FacebookIcon],
      ["linkedin", urls.social.linkedin, LL.footer.linkedin, LinkedInIcon],
    ] as const
  ).flatMap(([key, href, label, Icon]) =>
    href === undefined ? [] : [{ key, href, label: label({ provider }), Icon }],
  )
  if (links.length === 0) return null
  return (
    <section aria-labelledby={headingId} className={css(column, { gap: "2" })}>
      <h2 id={headingId} className={css({ fontSize: "md", fontWeight: "700", fontFamily: "body", m: "0" })}>
        {LL.footer.social()}
      </h2>
      <ul className={`${listClass} ${css({ gap: "3" })}`}>
        {links.map(({ key, href, label, Icon }) => (
          <li key={key}>
            {mode === "phone" ? (
              <PhoneLink href={href} label={label} className={socialLinkClass}>
                <Icon />
                <span className={css({ srOnly: true })}>{label}</span>
              </PhoneLink>
            ) : (
              <a href={href} target="_blank" rel="noopener noreferrer" className={socialLinkClass}>
                <Icon />
                <span className={css({ srOnly: true })}>{label}</span>
                <NewWindowHintText />
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The footer of every page (spec §2, Shared chrome). */
export const Footer = () => {
  const LL = useTranslations()
  const { urls, text, images, image, settled } = useAtomValue(chromeThemeAtom)
  const links = urls.footerLinks.slice(0, footerLinkLimit)
  return (
    <footer className={footerClass}>
      <div className={cx(pageWidthClass, css(column, { gap: "5", py: "6" }))}>
        <div
          className={css({
            display: "flex",
            flexWrap: "wrap",
            alignItems: "flex-start",
            justifyContent: "space-between",
            gap: "6",
          })}
        >
          <img
            src={image(images.footerLogo)}
            alt={text.providerName}
            width={125}
            height={32}
            className={css({ display: "block", height: "auto", "&[data-pending]": { visibility: "hidden" } })}
            data-pending={settled ? undefined : ""}
          />
          {links.length === 0 ? null : (
            <nav aria-label={LL.footer.links()} className={css({ flex: "1 1 320px" })}>
              <ThemeLinkList
                links={links}
                className={`${listClass} ${css({ columnGap: "6", rowGap: "1" })}`}
                linkClassName={footerLinkClass}
              />
            </nav>
          )}
          <SocialLinks />
        </div>
        {/* The site's own page, not one of the theme's five links: every provider's portal has it. */}
        <p className={css({ m: "0" })}>
          <Link to="/{-$lang}/about/accessibility" params={usePageParams()} className={footerLinkClass}>
            {LL.titles.accessibility()}
          </Link>
        </p>
        {text.copyright === undefined || text.copyright === "" ? null : (
          <p className={css({ m: "0", fontSize: "sm" })}>{text.copyright}</p>
        )}
      </div>
    </footer>
  )
}
