// MM/DD/YYYY (spec §5). The contract's `parseUsDate` judges the text, so the mask never rewrites what was typed:
// a pasted `11-22-2026` stays, and deleting removes only what the customer deletes.
export const maskUsDate = (previous: string, typed: string): string => {
  const text = typed.replace(/[^0-9/.-]/g, "").slice(0, 10)
  if (text.length <= previous.length) return text
  // A separator typed just after one the mask added replaces it: the customer's choice wins.
  if (/[/.-]{2}$/.test(text)) return `${text.slice(0, -2)}${text.slice(-1)}`
  const month = /^[0-9]{2}$/.exec(text)
  if (month !== null) return `${text}/`
  // The second separator is the first one again: the contract wants the same one twice.
  const day = /^[0-9]{2}([/.-])[0-9]{2}$/.exec(text)
  if (day !== null) return `${text}${day[1] ?? "/"}`
  return text
}
