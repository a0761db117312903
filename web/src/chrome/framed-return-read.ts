/** The return pages a card page sends the browser back to (the receipt, the autopay tab), in any language. */
const returnPage = /^\/(?:([a-z]{2})\/)?(?:payment-receipt|account\/autopay)$/u

/** A return page's address (path and query, language filled in) for a framed card page; null for any other. */
export const returnAddressOf = (
  location: { readonly pathname: string; readonly search: string },
  languageSegment?: string,
): string | null => {
  const match = returnPage.exec(location.pathname)
  if (match === null) return null
  const named = match[1] !== undefined || languageSegment === undefined
  return `${named ? "" : `/${languageSegment}`}${location.pathname}${location.search}`
}
