import { createFileRoute, redirect } from "@tanstack/react-router"
import { homeOfCurrentLanguage } from "../../app/navigation-rules.ts"

/** Any unknown path goes to the home page of the customer's language (spec §2). */
export const Route = createFileRoute("/{-$lang}/$")({
  beforeLoad: ({ context }) => {
    throw redirect(homeOfCurrentLanguage(context.store))
  },
})
