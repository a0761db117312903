// pdfkit's standard fonts encode WinAnsi only and write anything else as a broken code.

// The characters above U+00FF that WinAnsi holds (pdfkit's own map for the standard fonts).
const winAnsiExtras = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018,
  0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac,
  0x2122,
])

const noBreakSpace = "\u00a0"

// Punctuation outside WinAnsi that has a close stand-in inside it.
const standIns: ReadonlyMap<number, string> = new Map([
  [0x2010, "-"], // hyphen
  [0x2011, "-"], // non-breaking hyphen
  [0x2012, "\u2013"], // figure dash
  [0x2015, "\u2014"], // horizontal bar
  [0x2032, "'"], // prime
  [0x2033, '"'], // double prime
  [0x2212, "-"], // minus sign, which some locales put before negative amounts
])

const drawable = (char: string): string => {
  const code = char.codePointAt(0) ?? 0
  // fr-CA formats amounts and dates with narrow no-break (U+202F) and thin spaces; keep them unbreakable.
  if (code === 0x202f || (code >= 0x2000 && code <= 0x200a)) return noBreakSpace
  const standIn = standIns.get(code)
  if (standIn !== undefined) return standIn
  // Control characters (line breaks in a charge name included) would break a table row apart.
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return " "
  // Combining marks that NFC could not fold into a letter: the bare letter reads better than a "?".
  if (code >= 0x0300 && code <= 0x036f) return ""
  if (code <= 0xff || winAnsiExtras.has(code)) return char
  return "?"
}

/** Text the standard PDF fonts can draw: accents kept (é à ç), other scripts shown as "?". */
export const pdfText = (text: string): string => Array.from(text.normalize("NFC"), drawable).join("")
