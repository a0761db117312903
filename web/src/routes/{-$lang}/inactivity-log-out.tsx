import { createFileRoute } from "@tanstack/react-router"
import { InactivityLogOutScreen } from "../../features/inactivity-log-out/inactivity-log-out-screen.tsx"

export const Route = createFileRoute("/{-$lang}/inactivity-log-out")({
  staticData: { page: { public: true, layout: "simple", title: (LL) => LL.titles.inactivityLogOut() } },
  component: InactivityLogOutScreen,
})
