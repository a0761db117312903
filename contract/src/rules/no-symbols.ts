/**
 * The spec's 'no symbols' rule (§5), free of Effect so the light checkers (light/shape.ts) apply it too:
 * none of { } < > # $ % ; " | [ ], no control character, not the word null.
 */

const forbiddenSymbol = /[{}<>#$%;"|[\]]/
const wordNull = /\bnull\b/i
const isControlCharacter = (character: string): boolean => {
  const code = character.charCodeAt(0)
  // C0 controls, DEL, and the C1 controls (U+0080–U+009F) that some terminals and printers still obey.
  return code < 0x20 || (code >= 0x7f && code <= 0x9f)
}

export const hasNoSymbols = (value: string): boolean =>
  !forbiddenSymbol.test(value) && !wordNull.test(value) && !Array.from(value).some(isControlCharacter)

/** The check's id, by which the light checkers recognise it. */
export const noSymbolsCheckId = "billpath/hasNoSymbols"
