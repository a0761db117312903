/** The return pages a card page sends the browser back to (the receipt, the autopay tab), in any language. */
const returnPage = /^\/(?:([a-z]{2})\/)?(?:payment-receipt|account\/autopay)$/u

/**
 * Where a framed card page sent its frame back to, as an address of the portal (path and query), when it
 * is one of the return pages; null for any other page of the portal's own, which steers nothing. An
 * address that names no language gets `languageSegment` (the language in use), when there is one.
 */
export const returnAddressOf = (
  location: { readonly pathname: string; readonly search: string },
  languageSegment?: string,
): string | null => {
  const match = returnPage.exec(location.pathname)
  if (match === null) return null
  const named = match[1] !== undefined || languageSegment === undefined
  return `${named ? "" : `/${languageSegment}`}${location.pathname}${location.search}`
}
