import { displayName } from "@billpath/contract/rules"
import { Link } from "@tanstack/react-router"
import { useAtomValue } from "jotai"
import { lazy } from "react"
import { css, cx } from "../../styled-system/css"
import { accountAtom } from "../api/portal-atoms.ts"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { usePageParams } from "../navigation/page-params.ts"
import { isSignedInAtom, sessionAtom } from "../session/session-atoms.ts"
import { column } from "../ui/layout/column.ts"
import { DeferredMenu } from "../ui/menu/deferred-menu.tsx"
import { SkeletonLine } from "../ui/skeleton/skeleton.tsx"
import { AccountMenuFace } from "./account-icons.tsx"
import { AccountLines } from "./account-lines.tsx"
import { chromeThemeAtom } from "./chrome-theme.ts"
import { LanguageMenu } from "./language-menu.tsx"
import { pageWidthClass, topBandClass } from "./page-width.ts"
import { PrimaryNav } from "./primary-nav.tsx"
import { ThemeLinkAnchor } from "./theme-link.tsx"

// Signed-in pages only: its menu code (Ark UI, floating-ui) stays out of the sign-in page.
const AccountMenu = lazy(() => import("./account-menu.tsx"))

/** The account number and standing lines while they are on their way: two lines of the same height. */
const AccountLinesSkeleton = () => (
  <>
    <SkeletonLine className={css({ m: "0", fontSize: "sm" })} width="9.5em" />
    <SkeletonLine className={css({ m: "0", fontSize: "sm" })} width="14em" />
  </>
)

// The language and account menus, at the end of the header's first row.
const toolsStyle = css.raw({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "flex-end",
})
const toolsClass = css(toolsStyle, { gap: { base: "2", md: "5" }, marginInlineStart: "auto" })
// Beside the account's facts: after them on a wide screen, before them (on the logo's row) on a narrow one.
const toolsBesideAccountClass = css(toolsStyle, {
  gap: { base: "2", md: "4" },
  order: { base: 2, md: 3 },
  marginInlineStart: { base: "auto", md: "0" },
})

/** Screens narrower than this show the compact logo (125px) instead of the full one (200px). */
const compactLogoQuery = "(max-width: 639.98px)"

/** The provider's logo, in the page's language and size, linking to the Dashboard or Home (spec §6). */
const LogoLink = () => {
  const LL = useTranslations()
  const signedIn = useAtomValue(isSignedInAtom)
  const { text, images, image, settled } = useAtomValue(chromeThemeAtom)
  const params = usePageParams()
  const alt = signedIn
    ? LL.header.home({ provider: text.providerName })
    : LL.header.homeSignedOut({ provider: text.providerName })
  return (
    <Link
      to={signedIn ? "/{-$lang}/dashboard" : "/{-$lang}"}
      params={params}
      // A hidden picture names nothing: while the site's logo is on its way, the link says where it goes.
      aria-label={settled ? undefined : alt}
      className={css({
        display: "inline-flex",
        alignItems: "center",
        flexShrink: 0,
        borderRadius: "control",
      })}
    >
      <picture>
        <source media={compactLogoQuery} srcSet={image(images.compactLogo)} width={125} height={40} />
        <img
          src={image(images.logo)}
          alt={alt}
          width={200}
          height={48}
          className={css({
            display: "block",
            height: "auto",
            maxWidth: { base: "125px", sm: "200px" },
            // Its place is kept while the signed-in customer's site logo is on its way (theme-atoms.ts).
            "&[data-pending]": { visibility: "hidden" },
          })}
          data-pending={settled ? undefined : ""}
        />
      </picture>
    </Link>
  )
}

/** Who is signed in, their account number and when the payment is due. */
const AccountFacts = () => {
  const session = useAtomValue(sessionAtom)
  const account = useAtomValue(accountAtom)
  if (session === null) return null
  const name = displayName(session.accountNames)
  return (
    <div
      // Signed in with no account yet: it is on its way (start-up restores it after the first paint).
      aria-busy={account === null}
      className={css(column, {
        alignItems: { base: "flex-start", md: "flex-end" },
        textAlign: { base: "start", md: "end" },
        lineHeight: "1.35",
      })}
    >
      {name === "" ? null : <p className={css({ m: "0", fontWeight: "700" })}>{name}</p>}
      {account === null ? <AccountLinesSkeleton /> : <AccountLines account={account} />}
    </div>
  )
}

/** Every page's header (spec §2, Shared chrome). */
export const Header = ({ accountInHeader }: { readonly accountInHeader: boolean }) => {
  const signedIn = useAtomValue(isSignedInAtom)
  const { urls } = useAtomValue(chromeThemeAtom)
  const LL = useTranslations()
  const showAccount = signedIn && accountInHeader
  return (
    // Not printed: paper gets the page's content; a page meant for printing (a receipt) carries the logo itself.
    <header
      className={cx(
        topBandClass,
        css({ color: "fg.default", boxShadow: "0 1px 3px rgba(16, 24, 40, 0.06)" }),
      )}
    >
      <div
        className={cx(
          pageWidthClass,
          css({
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            columnGap: { base: "3", md: "6" },
            rowGap: "2",
            py: "3",
          }),
        )}
      >
        <LogoLink />
        {showAccount ? (
          // Narrow screens: logo and buttons on the first row, who and what is due on the second.
          <div
            className={css({
              order: { base: 3, md: 2 },
              flexBasis: { base: "100%", md: "auto" },
              marginInlineStart: { base: "0", md: "auto" },
            })}
          >
            <AccountFacts />
          </div>
        ) : null}
        <div className={showAccount ? toolsBesideAccountClass : toolsClass}>
          {!signedIn && urls.headerLink !== undefined ? (
            <ThemeLinkAnchor
              link={urls.headerLink}
              className={css({
                fontWeight: "600",
                display: "inline-flex",
                alignItems: "center",
                minHeight: "44px",
              })}
            />
          ) : null}
          <LanguageMenu />
          {showAccount ? (
            <DeferredMenu menu={AccountMenu} label={LL.header.menu()}>
              <AccountMenuFace label={LL.header.menu()} />
            </DeferredMenu>
          ) : null}
        </div>
      </div>
      {showAccount ? <PrimaryNav /> : null}
    </header>
  )
}
