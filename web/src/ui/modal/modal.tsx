import { Dialog } from "@ark-ui/react/dialog"
import { Portal } from "@ark-ui/react/portal"
import { type CSSProperties, type ReactNode, useCallback, useLayoutEffect, useRef } from "react"
import { css } from "../../../styled-system/css"
import { modal } from "../../../styled-system/recipes"
import { canTakeFocusBack, mainHeading } from "../focus/main-heading.ts"
import { makeOthersInert } from "./inert-others.ts"

export interface ModalProps {
  readonly open: boolean
  /** Called with `false` when the dialog asks to close (Escape, a click outside, a close trigger). */
  readonly onOpenChange: (open: boolean) => void
  /** The heading; the dialog's accessible name (aria-labelledby). */
  readonly title: ReactNode
  /** Text that describes the dialog (aria-describedby). */
  readonly description?: ReactNode
  readonly children?: ReactNode
  readonly actions?: ReactNode
  /** md: a short question; xl: the help modal's picture; sheet: a phone's filters, from the bottom edge. */
  readonly size?: "md" | "xl" | "sheet"
  /** The element focused when the dialog opens (the OK button, say); otherwise the first focusable one. */
  readonly initialFocusEl?: () => HTMLElement | null
  readonly closeOnEscape?: boolean
  readonly closeOnInteractOutside?: boolean
  readonly role?: "dialog" | "alertdialog"
  /** The title is for screen readers only: the content carries its own heading (a provider's message). */
  readonly hideTitle?: boolean
  /** Sizes and colours the content decides itself (a provider's message has its own). */
  readonly contentStyle?: CSSProperties
}

/** The page behind is `inert`, and closing returns focus to the opener or the main heading, never <body>. */
export const Modal = ({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  size = "md",
  initialFocusEl,
  closeOnEscape = true,
  closeOnInteractOutside = true,
  role = "dialog",
  hideTitle = false,
  contentStyle,
}: ModalProps) => {
  const classes = modal({ size })
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
  const chooseFinalFocus = (): HTMLElement | null =>
    canTakeFocusBack(opener.current) ? opener.current : mainHeading()
  const finalFocus = useRef(chooseFinalFocus)
  finalFocus.current = chooseFinalFocus
  // React calls this ref again for the same element on every render (Ark composes it anew): the page is made
  // inert once per opening, never while the dialog closes, as an inert page refuses the focus.
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
          // Ark hands the focus back only if its trap had started, a frame after opening: after its
          // hand-back, a focus left on <body> goes where it belongs.
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
      // The page behind is made inert (makeOthersInert) instead of Ark's own modal measures, which would
      // restyle the whole page twice more as the dialog opens, a long stall on a phone.
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
