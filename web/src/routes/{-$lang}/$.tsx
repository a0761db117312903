import { createFileRoute, redirect } from "@tanstack/react-router"
import { homeOfCurrentLanguage } from "../../navigation/navigation-rules.ts"

/**
 * Any unknown path goes to the home page of the customer's language (spec §2). An address may carry a
 * view to open (`?currentView=autoPay`); the search is declared so such links stay typed.
 */
export const Route = createFileRoute("/{-$lang}/$")({
  validateSearch: (search: Record<string, unknown>): { currentView?: string } =>
    typeof search.currentView === "string" ? { currentView: search.currentView } : {},
  beforeLoad: ({ context }) => {
    throw redirect(homeOfCurrentLanguage(context.store))
  },
})
