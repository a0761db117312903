import { createFileRoute, redirect } from "@tanstack/react-router"
import { homeOfCurrentLanguage } from "../../navigation/navigation-rules.ts"

/** Unknown paths go to Home (spec §2); the search is declared so links carrying `?currentView=` stay typed. */
export const Route = createFileRoute("/{-$lang}/$")({
  validateSearch: (search: Record<string, unknown>): { currentView?: string } =>
    typeof search.currentView === "string" ? { currentView: search.currentView } : {},
  beforeLoad: ({ context }) => {
    throw redirect(homeOfCurrentLanguage(context.store))
  },
})
