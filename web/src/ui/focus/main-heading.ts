/** Where focus goes when the element that had it is gone, so it never falls back to `<body>`. */
export const mainHeading = (): HTMLElement | null => {
  const main = document.querySelector<HTMLElement>("main")
  const target = main?.querySelector<HTMLElement>("h1") ?? main
  if (target === null || target === undefined) return null
  // Focusable by script only: a heading is not a tab stop.
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1")
  return target
}

export const focusMainHeading = (): void => mainHeading()?.focus()

/** Whether focus can go back to `element`: still on the page, not hidden behind `inert`, not disabled. */
export const canTakeFocusBack = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement &&
  element !== document.body &&
  element.isConnected &&
  element.closest("[inert]") === null &&
  !element.matches(":disabled")
