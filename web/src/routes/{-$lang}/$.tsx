import { createFileRoute, redirect } from "@tanstack/react-router"
import { homeOfCurrentLanguage } from "../../navigation/navigation-rules.ts"

/**
 * Any unknown path goes to the home page of the customer's language (spec §2). Links to pages that later
 * issues build come through here too (navigation/page-params.ts, PlannedPage), some naming the view
 * they want to open (`?currentView=autoPay`): the search they may carry is declared so those links stay
 * typed.
 */
export const Route = createFileRoute("/{-$lang}/$")({
  validateSearch: (search: Record<string, unknown>): { currentView?: string } =>
    typeof search.currentView === "string" ? { currentView: search.currentView } : {},
  beforeLoad: ({ context }) => {
    throw redirect(homeOfCurrentLanguage(context.store))
  },
})
