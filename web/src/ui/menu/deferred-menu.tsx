import {
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
  Suspense,
  startTransition,
  useState,
} from "react"
import { menu } from "../../../styled-system/recipes"
import { ChevronIcon } from "./chevron-icon.tsx"

/** What the real menu behind a DeferredMenu is told when it takes over from the stand-in. */
export interface MenuHandOver {
  /** The stand-in was chosen: open at once. */
  readonly openOnMount: boolean
  /** The item a key asked for, as the real menu does (ArrowUp: the last; Enter, Space, ArrowDown: the first). */
  readonly highlight: "first" | "last" | null
  /** The stand-in had the focus. */
  readonly focusOnMount: boolean
}

const classes = menu()

// Ark's code loads on the first sign of intent, not with the sign-in page; until then a stand-in that looks
// and announces the same holds its place.
export const DeferredMenu = ({
  menu: Menu,
  label,
  children,
}: {
  readonly menu: LazyExoticComponent<ComponentType<MenuHandOver>>
  /** The button's accessible name. */
  readonly label: string
  /** What the button shows; the real menu's trigger shows the same. */
  readonly children: ReactNode
}) => {
  const [wanted, setWanted] = useState(false)
  const [openOnMount, setOpenOnMount] = useState(false)
  const [highlight, setHighlight] = useState<MenuHandOver["highlight"]>(null)
  const [focused, setFocused] = useState(false)
  // A transition keeps the stand-in (the same element, focus included) on screen until the code is here.
  const want = () => startTransition(() => setWanted(true))
  const open = (by: MenuHandOver["highlight"]) => {
    setOpenOnMount(true)
    setHighlight(by)
    want()
  }

  const standIn = (
    <button
      type="button"
      className={classes.trigger}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={label}
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={() => {
        setFocused(true)
        want()
      }}
      onBlur={() => setFocused(false)}
      // A mouse press is already the choice: if the real button took over before the release, neither would
      // get the click. Touch waits for the click, as a finger landing here may be starting a scroll.
      onPointerDown={(event) => {
        if (event.button === 0 && event.pointerType !== "touch") open(null)
      }}
      // A click made with Enter or Space has no pointer position (detail 0).
      onClick={(event) => open(event.detail === 0 ? "first" : null)}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown" || event.key === "ArrowUp") {
          event.preventDefault()
          open(event.key === "ArrowDown" ? "first" : "last")
        }
      }}
    >
      {children}
      <span className={classes.indicator}>
        <ChevronIcon />
      </span>
    </button>
  )
  return (
    <Suspense fallback={standIn}>
      {wanted ? <Menu openOnMount={openOnMount} highlight={highlight} focusOnMount={focused} /> : standIn}
    </Suspense>
  )
}
