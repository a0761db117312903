// The spec's 'no symbols' rule (§5), without Effect. Also checked on the NFKC form, so the full-width,
// small and vertical forms of the symbols (＜ ﹤ ︷ …) are refused as well.

const forbiddenSymbol = /[{}<>#$%;"|[\]]/
const wordNull = /\bnull\b/i
const isControlCharacter = (character: string): boolean => {
  const code = character.charCodeAt(0)
  // C0 controls, DEL, and the C1 controls (U+0080–U+009F) that some terminals and printers still obey.
  return code < 0x20 || (code >= 0x7f && code <= 0x9f)
}

const hasNoSymbolsAsIs = (value: string): boolean =>
  !forbiddenSymbol.test(value) && !wordNull.test(value) && !Array.from(value).some(isControlCharacter)

export const hasNoSymbols = (value: string): boolean =>
  hasNoSymbolsAsIs(value) && hasNoSymbolsAsIs(value.normalize("NFKC"))

/** Whether only the NFKC form has the word null (ｎｕｌｌ), which the document cannot say (nfkcWordNull). */
export const hasWordNullOnlyWhenNormalised = (value: string): boolean =>
  !wordNull.test(value) && wordNull.test(value.normalize("NFKC"))

/** The characters whose NFKC form is a forbidden symbol (no-symbols.test.ts lists them), for JSON Schema. */
export const symbolCompatibilityForms =
  "\\u037e\\ufe14\\ufe37\\ufe38\\ufe47\\ufe48\\ufe54\\ufe5b\\ufe5c\\ufe5f\\ufe64\\ufe65\\ufe69\\ufe6a\\uff02\\uff03\\uff04\\uff05\\uff1b\\uff1c\\uff1e\\uff3b\\uff3d\\uff5b\\uff5c\\uff5d"

/** The check's id, by which a representation of a schema says which rule it is. */
export const noSymbolsCheckId = "billpath/hasNoSymbols"
