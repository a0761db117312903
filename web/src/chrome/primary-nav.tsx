import { css, cx } from "../../styled-system/css"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { useAccountLinks } from "./account-links.ts"
import { pageWidthClass } from "./page-width.ts"

const linkClass = css({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "48px",
  paddingInline: { base: "3", md: "4" },
  color: "fg.default",
  fontWeight: "600",
  textDecoration: "none",
  whiteSpace: "nowrap",
  borderBottomWidth: "3px",
  borderBottomStyle: "solid",
  borderBottomColor: "transparent",
  _hover: { color: "accent.link", borderBottomColor: "border.default" },
  "&[aria-current=page]": { color: "accent.link", borderBottomColor: "accent.link" },
})

/**
 * The signed-in customer's pages, always in sight under the header, with the names the account menu uses.
 * A phone scrolls the row sideways rather than hiding it in a menu: one way to get around on every screen.
 */
export const PrimaryNav = () => {
  const LL = useTranslations()
  const links = useAccountLinks()
  return (
    <nav
      aria-label={LL.header.pages()}
      className={css({
        borderTopWidth: "1px",
        borderTopStyle: "solid",
        borderTopColor: "border.default",
        _print: { display: "none" },
      })}
    >
      <ul
        className={cx(
          pageWidthClass,
          css({
            display: "flex",
            gap: { base: "0", md: "2" },
            listStyle: "none",
            my: "0",
            overflowX: "auto",
            scrollbarWidth: "none",
          }),
        )}
      >
        {links.map((link) => (
          <li key={link.page}>
            <a
              href={link.href}
              onClick={link.onClick}
              aria-current={link.current ? "page" : undefined}
              className={linkClass}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
