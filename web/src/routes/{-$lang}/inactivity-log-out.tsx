import { createFileRoute } from "@tanstack/react-router"
import { InactiveLogOutScreen } from "../../features/inactive-log-out/inactive-log-out-screen.tsx"

export const Route = createFileRoute("/{-$lang}/inactivity-log-out")({
  staticData: { page: { public: true, layout: "simple", title: (LL) => LL.titles.inactiveLogOut() } },
  component: InactiveLogOutScreen,
})
