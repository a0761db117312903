import { type CSSProperties, useEffect, useRef, useState } from "react"
import { css, cx } from "../../../styled-system/css"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { type KeyAction, type KeypadLayout, layoutFor, takesKeypad, typeInto } from "./type-into.ts"

const panelClass = css({
  position: "fixed",
  insetInline: "0",
  bottom: "0",
  zIndex: 40,
  bg: "bg.subtle",
  borderTopWidth: "1px",
  borderTopStyle: "solid",
  borderTopColor: "border.default",
  boxShadow: "0 -4px 16px rgba(0, 0, 0, 0.12)",
  p: "3",
  _print: { display: "none" },
})

const gridClass = css({ display: "grid", gap: "2", mx: "auto" })

const keyClass = css({
  minWidth: "48px",
  minHeight: "56px",
  px: "2",
  fontSize: "xl",
  fontWeight: "600",
  color: "fg.default",
  bg: "bg.surface",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.default",
  borderRadius: "control",
  cursor: "pointer",
  touchAction: "manipulation",
  _active: { bg: "bg.canvas" },
})

const wideKeyClass = css({ fontSize: "md" })
const doneKeyClass = css({ bg: "brand.primary", color: "brand.onPrimary", borderColor: "brand.primary" })

const digitRows = ["123", "456", "789"] as const
const letterRows = ["1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm"] as const
const symbols = ["-", ".", "@", "_", "!"] as const

interface Key {
  readonly label: string
  readonly name?: string
  readonly action: KeyAction | "shift" | "done"
  readonly span?: number
  readonly wide?: boolean
  readonly pressed?: boolean
}

const insert = (text: string): KeyAction => ({ kind: "insert", text })

/**
 * The app's own keypad for the focused field, docked at the bottom: a terminal has no physical keyboard, and
 * its system one may be missing or in another language. A press leaves the focus, and so the caret, in the
 * field.
 */
export const OnScreenKeypad = () => {
  const LL = useTranslations()
  const [field, setField] = useState<HTMLInputElement | null>(null)
  const [capitals, setCapitals] = useState(false)
  const panel = useRef<HTMLElement>(null)

  useEffect(() => {
    // Hiding the keypad moves the page. A press that takes the focus from the field (the form's submit
    // button) would then end over something else and miss, so the keypad stays until the press's click.
    let pressing = false
    let hideWhenReleased = false
    const hide = () => {
      if (pressing) hideWhenReleased = true
      else setField(null)
    }
    const pressStart = () => {
      pressing = true
    }
    const pressEnd = () => {
      pressing = false
      if (hideWhenReleased) {
        hideWhenReleased = false
        setField(null)
      }
    }
    const focusIn = (event: FocusEvent) => {
      if (takesKeypad(event.target)) {
        hideWhenReleased = false
        if (event.target !== field) setCapitals(event.target.getAttribute("autocapitalize") === "characters")
        setField(event.target)
        return
      }
      // The keypad's own keys keep the field they type into; anything else hides the keypad.
      if (!(event.target instanceof Node && panel.current?.contains(event.target) === true)) hide()
    }
    const focusOut = (event: FocusEvent) => {
      if (event.relatedTarget === null) hide()
    }
    const listeners = [
      ["pointerdown", pressStart],
      ["click", pressEnd],
      ["pointercancel", pressEnd],
      ["focusin", focusIn],
      ["focusout", focusOut],
    ] as const
    for (const [type, listener] of listeners) document.addEventListener(type, listener, true)
    return () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true)
    }
  }, [field])

  // The page can scroll above the keypad, and the field stays in sight.
  useEffect(() => {
    if (field === null || panel.current === null) return
    const height = panel.current.offsetHeight
    document.body.style.paddingBottom = `${height}px`
    field.scrollIntoView({ block: "center" })
    return () => {
      document.body.style.paddingBottom = ""
    }
  }, [field])

  if (field === null || !field.isConnected) return null
  const layout: KeypadLayout = layoutFor(field)
  const cased = (text: string) => (capitals ? text.toUpperCase() : text)
  const backspace: Key = { label: "⌫", name: LL.touch.keypadBackspace(), action: { kind: "backspace" } }
  const done: Key = { label: LL.touch.keypadDone(), action: "done", wide: true }
  const rows: ReadonlyArray<ReadonlyArray<Key>> =
    layout === "digits"
      ? [
          ...digitRows.map((row) => [...row].map((digit) => ({ label: digit, action: insert(digit) }))),
          [
            { label: LL.touch.keypadClear(), action: { kind: "clear" }, wide: true },
            { label: "0", action: insert("0") },
            backspace,
          ],
          [{ ...done, span: 3 }],
        ]
      : [
          ...letterRows.map((row) =>
            [...row].map((key) => ({ label: cased(key), action: insert(cased(key)) })),
          ),
          [
            {
              label: "⇧",
              name: LL.touch.keypadShift(),
              action: "shift",
              pressed: capitals,
            },
            ...symbols.map((symbol) => ({ label: symbol, action: insert(symbol) })),
            { label: LL.touch.keypadSpace(), action: insert(" "), span: 3, wide: true },
            backspace,
          ],
          [
            { label: LL.touch.keypadClear(), action: { kind: "clear" }, wide: true, span: 3 },
            { ...done, span: 7 },
          ],
        ]
  const columns = layout === "digits" ? 3 : 10
  const press = (key: Key) => {
    if (key.action === "shift") setCapitals((on) => !on)
    else if (key.action === "done") field.blur()
    else typeInto(field, key.action)
  }
  const gridStyle: CSSProperties = {
    gridTemplateColumns: `repeat(${columns}, minmax(48px, 1fr))`,
    maxWidth: layout === "digits" ? "420px" : "960px",
  }
  return (
    <section ref={panel} aria-label={LL.touch.keypadLabel()} className={panelClass} data-keypad={layout}>
      <div className={gridClass} style={gridStyle}>
        {rows.flatMap((row) =>
          row.map((key) => (
            <button
              // No two keys of a layout show the same label.
              key={`${layout}-${key.label}`}
              type="button"
              className={cx(
                keyClass,
                key.wide === true && wideKeyClass,
                key.action === "done" && doneKeyClass,
              )}
              style={key.span === undefined ? undefined : { gridColumn: `span ${key.span}` }}
              aria-label={key.name}
              aria-pressed={key.pressed}
              // The field keeps the focus (and its caret) while a key is pressed with a finger or a mouse.
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => press(key)}
            >
              {key.label}
            </button>
          )),
        )}
      </div>
    </section>
  )
}
