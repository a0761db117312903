/** What a key of the on-screen keypad does to the field that has the focus. */
export type KeyAction =
  | { readonly kind: "insert"; readonly text: string }
  | { readonly kind: "backspace" }
  | { readonly kind: "clear" }

/** A field's text and where its caret (or selection) is. */
export interface FieldText {
  readonly value: string
  readonly start: number
  readonly end: number
}

/** As a physical keyboard would: typing replaces the selection and stops at the maximum length. */
export const applyKey = (field: FieldText, action: KeyAction, maxLength: number): FieldText => {
  const { value, start, end } = field
  switch (action.kind) {
    case "clear":
      return { value: "", start: 0, end: 0 }
    case "backspace": {
      const from = start === end ? Math.max(0, start - 1) : start
      return { value: value.slice(0, from) + value.slice(end), start: from, end: from }
    }
    case "insert": {
      const room = maxLength < 0 ? action.text.length : maxLength - (value.length - (end - start))
      const typed = action.text.slice(0, Math.max(0, room))
      const caret = start + typed.length
      return { value: value.slice(0, start) + typed + value.slice(end), start: caret, end: caret }
    }
  }
}

// Inputs of these types have no caret to read (selectionStart is null): typing goes at the end.
const readsCaret = (input: HTMLInputElement): boolean => input.selectionStart !== null

/** Through the native value setter, so React's controlled field sees an ordinary `input` event. */
export const typeInto = (input: HTMLInputElement, action: KeyAction): void => {
  const start = readsCaret(input) ? (input.selectionStart ?? input.value.length) : input.value.length
  const end = readsCaret(input) ? (input.selectionEnd ?? start) : start
  const next = applyKey({ value: input.value, start, end }, action, input.maxLength)
  if (next.value === input.value) return
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, next.value)
  input.dispatchEvent(new Event("input", { bubbles: true }))
  if (readsCaret(input)) input.setSelectionRange(next.start, next.end)
}

/** The keys a field wants: digits for numbers (an account number, an amount), or letters as well. */
export type KeypadLayout = "digits" | "letters"

const digitModes = new Set(["numeric", "decimal", "tel"])

export const layoutFor = (input: HTMLInputElement): KeypadLayout =>
  digitModes.has(input.inputMode) || input.type === "tel" ? "digits" : "letters"

/** Inputs the keypad types into: the text-like ones. */
const typedInputs = new Set(["text", "email", "tel", "password", "search", "url", "number"])

export const takesKeypad = (element: EventTarget | null): element is HTMLInputElement =>
  element instanceof HTMLInputElement &&
  typedInputs.has(element.type) &&
  !element.readOnly &&
  !element.disabled

/** Skips hidden fields and those that do not take the keypad; none after the last, where Next says Done. */
export const nextKeypadField = (field: HTMLInputElement): HTMLInputElement | undefined => {
  const scope: ParentNode = field.form ?? field.ownerDocument
  const fields = Array.from(scope.querySelectorAll("input")).filter(
    (input) => takesKeypad(input) && input.closest("[hidden], [inert]") === null,
  )
  const index = fields.indexOf(field)
  return index < 0 ? undefined : fields[index + 1]
}
