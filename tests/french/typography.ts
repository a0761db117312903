/**
 * French typography as the portal writes it (docs/decisions/008-messages-and-texts.md): the typographic
 * apostrophe, a narrow no-break space (U+202F) before ? ! : ; and inside « », and one spelling per term.
 */

export const narrowNoBreakSpace = "\u202f"

/** Spellings we chose against, with the one we use. */
const otherSpellings: ReadonlyArray<readonly [RegExp, string]> = [[/sans-papiers?/iu, "sans papier"]]

/**
 * What a reader sees of a text: HTML tags and typesafe-i18n's switch keys (`{view|{day: …, *: …}}`)
 * are syntax, not words, and their colons are not French punctuation.
 */
const visibleWords = (text: string): string =>
  text.replace(/<[^>]*>/gu, " ").replace(/([{,]\s*)(?:\*|[\w-]+):/gu, "$1")

const isUrlOrTime = (text: string, index: number): boolean => {
  const character = text[index]
  if (character === ":" && text.startsWith("//", index + 1)) return true
  return character === ":" && /\d/u.test(text[index - 1] ?? "") && /\d/u.test(text[index + 1] ?? "")
}

/** The problems of one French text, each naming the character and where it is; empty when it is right. */
export const frenchTypographyProblems = (text: string): ReadonlyArray<string> => {
  const visible = visibleWords(text)
  const problems: string[] = []
  const around = (index: number) => JSON.stringify(visible.slice(Math.max(0, index - 12), index + 4))
  for (let index = 0; index < visible.length; index += 1) {
    const character = visible[index] ?? ""
    if (character === "'") problems.push(`straight apostrophe in ${around(index)}`)
    if ("?!:;".includes(character) && index > 0 && !isUrlOrTime(visible, index)) {
      const before = visible[index - 1]
      // "?!" needs one space, before the first mark.
      const afterMark = before !== undefined && "?!".includes(before)
      if (before !== narrowNoBreakSpace && !afterMark)
        problems.push(`no narrow no-break space before "${character}" in ${around(index)}`)
    }
    if (character === "«" && visible[index + 1] !== narrowNoBreakSpace)
      problems.push(`no narrow no-break space after « in ${around(index)}`)
    if (character === "»" && visible[index - 1] !== narrowNoBreakSpace)
      problems.push(`no narrow no-break space before » in ${around(index)}`)
  }
  for (const [spelling, chosen] of otherSpellings) {
    const found = spelling.exec(visible)
    if (found !== null) problems.push(`"${found[0]}" is spelled "${chosen}" here`)
  }
  return problems
}

/** Sample arguments for texts that are functions of their values (the bill's "Page {n} de {m}"). */
const sampleArguments = ["Libellé", "2"]

/** Every text in a value: strings, and the results of functions, in objects and arrays at any depth. */
export const textsIn = (value: unknown, path = ""): ReadonlyArray<readonly [string, string]> => {
  if (typeof value === "string") return [[path, value]]
  if (typeof value === "function") {
    const result: unknown = Reflect.apply(value, undefined, sampleArguments)
    return textsIn(result, `${path}()`)
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, `${path}[${index}]`))
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, item]) => textsIn(item, path === "" ? key : `${path}.${key}`))
  return []
}
