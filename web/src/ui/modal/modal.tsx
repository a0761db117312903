import { Dialog } from "@ark-ui/react/dialog"
import { Portal } from "@ark-ui/react/portal"
import { type CSSProperties, type ReactNode, useCallback, useLayoutEffect, useRef } from "react"
import { css } from "../../../styled-system/css"
import { modal } from "../../../styled-system/recipes"
import { canTakeFocusBack, mainHeading } from "../focus/main-heading.ts"
import { makeOthersInert } from "./inert-others.ts"

// Literal recipe calls, one per size: the build writes their class names into the code.
const sizeClasses = { md: modal({ size: "md" }), xl: modal({ size: "xl" }) } as const

export interface ModalProps {
  readonly open: boolean
  /** Called with `false` when the dialog asks to close (Escape, a click outside, a close trigger). */
  readonly onOpenChange: (open: boolean) => void
  /** The heading; the dialog's accessible name (aria-labelledby). */
  readonly title: ReactNode
  /** Text that describes the dialog (aria-describedby). */
  readonly description?: ReactNode
  /** Anything else the dialog shows under the description. */
  readonly children?: ReactNode
  /** The buttons at the bottom, e.g. OK, or Stay logged in / Log out. */
  readonly actions?: ReactNode
  /** md: a short question; xl: the help modal's picture. */
  readonly size?: "md" | "xl"
  /** The element focused when the dialog opens (the OK button, say); otherwise the first focusable one. */
  readonly initialFocusEl?: () => HTMLElement | null
  /**
   * The element focused when it closes; otherwise the one that had focus before it opened, or — when there
   * was none (the dialog opened by itself) or it has gone — the page's main heading.
   */
  readonly finalFocusEl?: () => HTMLElement | null
  /** Escape closes the dialog unless this is false (the idle modal). */
  readonly closeOnEscape?: boolean
  /** A click outside closes the dialog unless this is false (the idle modal). */
  readonly closeOnInteractOutside?: boolean
  /** "alertdialog" for a dialog that interrupts (the idle warning). */
  readonly role?: "dialog" | "alertdialog"
  /** The title is for screen readers only: the content carries its own heading (a provider's message). */
  readonly hideTitle?: boolean
  /** Sizes and colours the content decides itself (a provider's message has its own). */
  readonly contentStyle?: CSSProperties
}

/**
 * A centered modal dialog on Ark UI's Dialog: title and description wired to aria-labelledby and
 * aria-describedby, focus kept inside, page scroll locked, Escape closes unless told not to.
 *
 * Ark hides the rest of the page with aria-hidden while the dialog is open. The dialog is portalled to
 * the end of <body>, outside #root, and the rest of the page is also made `inert`, so nothing behind the
 * dialog can take focus (axe's aria-hidden-focus rule) and assistive technology sees only the dialog.
 *
 * Focus is never dropped on <body> when it closes: it goes back to the element that opened it, or to the
 * page's main heading.
 */
export const Modal = ({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  size = "md",
  initialFocusEl,
  finalFocusEl,
  closeOnEscape = true,
  closeOnInteractOutside = true,
  role = "dialog",
  hideTitle = false,
  contentStyle,
}: ModalProps) => {
  const classes = sizeClasses[size]
  const undoInert = useRef<(() => void) | null>(null)
  // Read while rendering the opening, before anything moves the focus or turns the page inert (an inert
  // subtree gives its focus up); the content itself may mount more than once per opening.
  const opener = useRef<Element | null>(null)
  const wasOpen = useRef(false)
  if (open !== wasOpen.current) {
    wasOpen.current = open
    if (open) opener.current = document.activeElement
  }
  // Whether the dialog is open now, for the content's ref, which React may call again while it closes.
  const openNow = useRef(open)
  openNow.current = open
  // The content the page was made inert for.
  const inertFor = useRef<HTMLElement | null>(null)
  const releasePage = useCallback(() => {
    undoInert.current?.()
    undoInert.current = null
    inertFor.current = null
  }, [])
  const chooseFinalFocus = (): HTMLElement | null => {
    const chosen = finalFocusEl?.() ?? null
    if (chosen !== null) return chosen
    return canTakeFocusBack(opener.current) ? opener.current : mainHeading()
  }
  const finalFocus = useRef(chooseFinalFocus)
  finalFocus.current = chooseFinalFocus
  // React 19 callback ref. Ark composes it with its own into a new function on every render, so React
  // calls it again — its cleanup first — with the same element for as long as the content stays. The page
  // is made inert once per opening, not freed and made inert again on each render, and never again once
  // the dialog is closing: an inert page refuses the focus handed back.
  const contentRef = useCallback(
    (element: HTMLDivElement | null) => {
      if (element === null) return
      if (openNow.current && inertFor.current !== element) {
        releasePage()
        undoInert.current = makeOthersInert(element)
        inertFor.current = element
      }
      return () => {
        // After React's commit: by then the content is either back in place or gone.
        queueMicrotask(() => {
          if (element.isConnected) return
          if (inertFor.current === element) releasePage()
          // Ark's focus trap starts on the frame after the dialog appears and hands the focus back only
          // if it started: a dialog closed sooner (Escape pressed at once, on a slow device) would leave
          // the focus on <body>. After Ark's own hand-back (a task later), whatever has no focus gets it.
          window.setTimeout(() => {
            const active = document.activeElement
            if (active === null || active === document.body) finalFocus.current()?.focus()
          }, 0)
        })
      }
    },
    [releasePage],
  )
  // Closed from outside (the OK button sets open to false): free the page before focus goes back to it.
  useLayoutEffect(() => {
    if (!open) releasePage()
  }, [open, releasePage])
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        // The page must be focusable again before Ark hands focus back to it.
        if (!details.open) releasePage()
        onOpenChange(details.open)
      }}
      role={role}
      // The page behind is made inert (makeOthersInert), which hides it from assistive technology and
      // takes its clicks and focus. Ark's own modal measures (aria-hidden on the rest of the page,
      // pointer-events on <body>) would restyle the whole page twice more as the dialog opens: on the
      // dashboard's system message, a long stall of a phone's main thread.
      modal={false}
      trapFocus
      preventScroll
      lazyMount
      unmountOnExit
      closeOnEscape={closeOnEscape}
      closeOnInteractOutside={closeOnInteractOutside}
      initialFocusEl={initialFocusEl}
      finalFocusEl={() => finalFocus.current()}
    >
      <Portal>
        <Dialog.Backdrop className={classes.backdrop} />
        <Dialog.Positioner className={classes.positioner}>
          {/* Modal it is (the page behind is inert), though Ark is told otherwise above. */}
          <Dialog.Content ref={contentRef} aria-modal className={classes.content} style={contentStyle}>
            <Dialog.Title className={hideTitle ? css({ srOnly: true }) : classes.title}>{title}</Dialog.Title>
            {description === undefined ? null : (
              // A block, so a description may hold paragraphs and headings of its own.
              <Dialog.Description asChild>
                <div className={classes.description}>{description}</div>
              </Dialog.Description>
            )}
            {children === undefined ? null : <div className={classes.body}>{children}</div>}
            {actions === undefined ? null : <div className={classes.actions}>{actions}</div>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
