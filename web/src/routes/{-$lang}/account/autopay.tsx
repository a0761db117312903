import { createFileRoute, redirect } from "@tanstack/react-router"

/** Spec §2; the card page returns here after a card autopay set-up with `status`, which the tab then says. */
export const Route = createFileRoute("/{-$lang}/account/autopay")({
  validateSearch: (search: Record<string, unknown>): { status?: "success" | "cancelled" } =>
    search.status === "success" || search.status === "cancelled" ? { status: search.status } : {},
  beforeLoad: ({ params, search }) => {
    throw redirect({
      to: "/{-$lang}/account/settings",
      params,
      search: {
        currentView: "autoPay",
        ...(search.status === undefined ? {} : { cardAutopay: search.status }),
      },
      replace: true,
    })
  },
})
