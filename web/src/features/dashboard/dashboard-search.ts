/** Dashboard's route parameters: an alert message key to show, and whether to switch to the saved language. */
export interface DashboardSearch {
  readonly message?: string
  readonly setLanguage?: boolean
}

export const dashboardSearch = (search: Record<string, unknown>): DashboardSearch => ({
  ...(typeof search.message === "string" ? { message: search.message } : {}),
  ...(search.setLanguage === true || search.setLanguage === "true" ? { setLanguage: true } : {}),
})
