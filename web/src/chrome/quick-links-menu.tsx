import { useId } from "react"
import { css } from "../../styled-system/css"
import { card } from "../../styled-system/recipes"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { SignOutIcon } from "./account-icons.tsx"
import { useAccountLinks, useSignOut } from "./account-links.ts"

const itemClass = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  width: "100%",
  minHeight: "44px",
  paddingInline: "2",
  borderRadius: "control",
  color: "accent.link",
  fontSize: "md",
  fontWeight: "600",
  textAlign: "start",
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  bg: "transparent",
  border: "none",
  cursor: "pointer",
  _hover: { bg: "bg.canvas", textDecorationThickness: "2px" },
  "&[aria-current=page]": { color: "fg.default", textDecoration: "none" },
})

/**
 * The account menu as an in-page list (spec §2: "also the quick-links menu on pages"), for the dashboard's
 * side panel: the same pages and Sign out, as a navigation landmark with its own heading.
 */
export const QuickLinksMenu = () => {
  const LL = useTranslations()
  const links = useAccountLinks()
  const signOut = useSignOut()
  const headingId = useId()
  return (
    <nav aria-labelledby={headingId} className={card()}>
      <h2 id={headingId} className={css({ fontSize: "xl", mb: "3" })}>
        {LL.menu.quickLinks()}
      </h2>
      <ul
        className={css({
          listStyle: "none",
          p: "0",
          m: "0",
          display: "flex",
          flexDirection: "column",
          gap: "1",
        })}
      >
        {links.map((link) => (
          <li key={link.page}>
            <a
              href={link.href}
              onClick={link.onClick}
              aria-current={link.current ? "page" : undefined}
              className={itemClass}
            >
              {link.label}
            </a>
          </li>
        ))}
        <li
          className={css({
            borderTopWidth: "1px",
            borderTopStyle: "solid",
            borderTopColor: "border.default",
            mt: "2",
            pt: "2",
          })}
        >
          <button type="button" className={itemClass} onClick={() => void signOut()}>
            <SignOutIcon />
            {LL.menu.signOut()}
          </button>
        </li>
      </ul>
    </nav>
  )
}
