import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from "react"
import { css } from "../../../styled-system/css"
import { useTranslations } from "../../i18n/i18n-atoms.ts"
import { borderedSurface } from "../recipes/surface.ts"
import { type KeyAction, layoutFor, nextKeypadField, takesKeypad, typeInto } from "./type-into.ts"

// Opaque and docked: the page scrolls above the tray (it gets the tray's height as bottom padding), and
// nothing of it shows between the keys.
const trayClass = css({
  position: "fixed",
  insetInline: "0",
  bottom: "0",
  zIndex: 40,
  bg: "bg.canvas",
  borderTop: "4px solid {colors.brand.primary}",
  px: "4",
  pt: "4",
  pb: "5",
  _print: { display: "none" },
})

const gridClass = css({ display: "grid", gap: "2", mx: "auto" })

// A height, not a min-height: the kiosk's touch floor (touch-sizes.tsx) overrides every min-height.
const keyStyle = css.raw({
  minWidth: "48px",
  height: "64px",
  px: "2",
  fontSize: "2xl",
  fontWeight: "600",
  ...borderedSurface,
  borderRadius: "control",
  cursor: "pointer",
  touchAction: "manipulation",
  _active: { bg: "border.default" },
  _pressed: { bg: "brand.primary", color: "brand.onPrimary" },
})

// One merged style per kind of key, so the main key's colours replace the plain key's instead of racing
// them in the stylesheet. The main key (Next, or Done on the last field) is the brand's primary button.
const keyClasses = {
  plain: css(keyStyle),
  wide: css(keyStyle, { fontSize: "lg" }),
  main: css(keyStyle, {
    fontWeight: "700",
    bg: "brand.primary",
    color: "brand.onPrimary",
    borderColor: "brand.primary",
    _active: { bg: "fg.default" },
  }),
} as const

const digitRows = ["123", "456", "789"] as const
// Every row fills the ten columns, so the keys line up in rows instead of flowing into the next one.
const letterRows = ["1234567890", "qwertyuiop", "asdfghjkl@"] as const

interface Key {
  readonly label: string
  readonly name?: string
  readonly action: KeyAction | "shift" | "done"
  readonly span?: number
  readonly kind?: keyof typeof keyClasses
  readonly pressed?: boolean
}

const insert = (text: string): KeyAction => ({ kind: "insert", text })

// A terminal has no physical keyboard, and its system one may be missing or in another language. A press
// leaves the focus, and so the caret, in the field.
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

  // The page gets the tray's height below it, so it can scroll the field into the part of the screen the
  // tray leaves; scroll-padding makes the browser centre the field in that part, not behind the tray.
  useLayoutEffect(() => {
    if (field === null || panel.current === null) return
    const height = `${panel.current.offsetHeight}px`
    const root = document.documentElement
    document.body.style.paddingBottom = height
    root.style.scrollPaddingBottom = height
    field.scrollIntoView({ block: "center" })
    return () => {
      document.body.style.paddingBottom = ""
      root.style.scrollPaddingBottom = ""
    }
  }, [field])

  if (field === null || !field.isConnected) return null
  const layout = layoutFor(field)
  const next = nextKeypadField(field)
  const cased = (text: string) => (capitals ? text.toUpperCase() : text)
  const letter = (key: string): Key => ({ label: cased(key), action: insert(cased(key)) })
  const backspace: Key = { label: "⌫", name: LL.touch.keypadBackspace(), action: { kind: "backspace" } }
  const main: Key = {
    label: next === undefined ? LL.touch.keypadDone() : LL.touch.keypadNext(),
    action: "done",
    kind: "main",
  }
  const rows: ReadonlyArray<ReadonlyArray<Key>> =
    layout === "digits"
      ? [
          ...digitRows.map((row) => [...row].map((digit) => ({ label: digit, action: insert(digit) }))),
          [
            { label: LL.touch.keypadClear(), action: { kind: "clear" }, kind: "wide" },
            { label: "0", action: insert("0") },
            backspace,
          ],
          [{ ...main, span: 3 }],
        ]
      : [
          ...letterRows.map((row) => [...row].map(letter)),
          [
            { label: "⇧", name: LL.touch.keypadShift(), action: "shift", pressed: capitals },
            ...[..."zxcvbnm-."].map(letter),
          ],
          [
            ...[..."_!"].map(letter),
            { label: LL.touch.keypadSpace(), action: insert(" "), span: 5, kind: "wide" },
            { ...backspace, span: 3 },
          ],
          [
            { label: LL.touch.keypadClear(), action: { kind: "clear" }, kind: "wide", span: 3 },
            { ...main, span: 7 },
          ],
        ]
  const columns = layout === "digits" ? 3 : 10
  const press = (key: Key) => {
    if (key.action === "shift") setCapitals((on) => !on)
    else if (key.action === "done") {
      if (next === undefined) field.blur()
      else next.focus()
    } else typeInto(field, key.action)
  }
  const gridStyle: CSSProperties = {
    gridTemplateColumns: `repeat(${columns}, minmax(48px, 1fr))`,
    maxWidth: layout === "digits" ? "480px" : "1040px",
  }
  return (
    <section ref={panel} aria-label={LL.touch.keypadLabel()} className={trayClass} data-keypad={layout}>
      <div className={gridClass} style={gridStyle}>
        {rows.flatMap((row) =>
          row.map((key) => (
            <button
              // No two keys of a layout show the same label.
              key={`${layout}-${key.label}`}
              type="button"
              className={keyClasses[key.kind ?? "plain"]}
              style={key.span === undefined ? undefined : { gridColumn: `span ${key.span}` }}
              aria-label={key.name}
              aria-pressed={key.pressed}
              data-main-key={key.kind === "main" ? "" : undefined}
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
