import { useLayoutEffect, useRef, useState } from "react"
import { css } from "../../styled-system/css"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { LineIcon } from "../ui/icons/line-icon.tsx"
import { useAccountLinks } from "./account-links.ts"
import { pageColumn } from "./page-width.ts"

const linkClass = css({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "48px",
  paddingInline: { base: "3", md: "4" },
  color: "fg.default",
  fontWeight: "600",
  textDecoration: "none",
  whiteSpace: "nowrap",
  borderBottom: "3px solid transparent",
  _hover: { color: "accent.link", borderBottomColor: "border.default" },
  "&[aria-current=page]": { color: "accent.link", borderBottomColor: "accent.link" },
  // A terminal's tab fills its share of the row and wraps its own words, so the row stays one line; a
  // height, as the kiosk's touch floor overrides any min-height (touch-sizes.tsx), with room for two lines.
  _kiosk: {
    width: "100%",
    height: "4rem",
    justifyContent: "center",
    textAlign: "center",
    whiteSpace: "normal",
    paddingInline: "2",
  },
})

const navClass = css({
  borderTop: "1px solid {colors.border.default}",
  _print: { display: "none" },
})

// The page's column without its padding: the row scrolls to the column's (on a phone the screen's) edges,
// and the cues below stand at them.
const columnClass = css(pageColumn, { px: "0", position: "relative" })
const listClass = css({
  display: "flex",
  gap: { base: "0", md: "2" },
  listStyle: "none",
  my: "0",
  px: { base: "4", md: "6" },
  overflowX: "auto",
  scrollbarWidth: "none",
  // A terminal's customer sees every page at once, in one row of equal tabs rather than a scrolled one.
  _kiosk: { display: "grid", gridAutoFlow: "column", gridAutoColumns: "1fr", overflowX: "visible" },
})

// An end of the row fades into the header's colour, with a chevron, while more of the row lies past it:
// on a phone that shows the row scrolls. Touches go through to the link under it.
const edgeClass = css({
  position: "absolute",
  top: "0",
  bottom: "0",
  width: "4rem",
  display: "flex",
  alignItems: "center",
  paddingInline: "1",
  color: "fg.muted",
  pointerEvents: "none",
  gradientFrom: "bg.surface",
  gradientFromPosition: "45%",
  gradientTo: "transparent",
  "&[data-side=before]": { left: "0", justifyContent: "flex-start", bgGradient: "to-r" },
  "&[data-side=after]": { right: "0", justifyContent: "flex-end", bgGradient: "to-l" },
})
const chevrons = { before: "M10 3.5 5.5 8 10 12.5", after: "M6 3.5 10.5 8 6 12.5" } as const

const MoreCue = ({ side }: { readonly side: keyof typeof chevrons }) => (
  <span aria-hidden="true" data-side={side} data-testid={`pages-more-${side}`} className={edgeClass}>
    <LineIcon d={chevrons[side]} size={20} strokeWidth={2} />
  </span>
)

interface Overflow {
  readonly before: boolean
  readonly after: boolean
}

// The current page's link is scrolled into view first, so a phone shows where the customer is.
const useOverflow = (currentIndex: number) => {
  const listRef = useRef<HTMLUListElement>(null)
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false })
  useLayoutEffect(() => {
    const list = listRef.current
    if (list === null) return
    const current = list.children.item(currentIndex)
    if (
      current instanceof HTMLElement &&
      current.offsetLeft - list.offsetLeft + current.offsetWidth > list.clientWidth
    ) {
      // A quarter of the row stays before it, so the links it passed show too.
      list.scrollLeft = current.offsetLeft - list.offsetLeft - list.clientWidth / 4
    }
    const measure = () => {
      const before = list.scrollLeft > 1
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1
      setOverflow((was) => (was.before === before && was.after === after ? was : { before, after }))
    }
    measure()
    list.addEventListener("scroll", measure, { passive: true })
    const resizes = new ResizeObserver(measure)
    // The list for the screen's width, its items for their words (a language switch).
    for (const box of [list, ...list.children]) resizes.observe(box)
    return () => {
      list.removeEventListener("scroll", measure)
      resizes.disconnect()
    }
  }, [currentIndex])
  return { listRef, overflow }
}

/** A phone scrolls the row sideways rather than hiding it in a menu: one way to get around on every screen. */
export const PrimaryNav = () => {
  const LL = useTranslations()
  const links = useAccountLinks()
  const { listRef, overflow } = useOverflow(links.findIndex((link) => link.current))
  return (
    <nav aria-label={LL.header.pages()} className={navClass}>
      <div className={columnClass}>
        <ul ref={listRef} className={listClass}>
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
        {overflow.before ? <MoreCue side="before" /> : null}
        {overflow.after ? <MoreCue side="after" /> : null}
      </div>
    </nav>
  )
}
