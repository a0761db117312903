import { createFileRoute } from "@tanstack/react-router"
import { AttractScreen } from "../../features/kiosk/attract-screen.tsx"

export const Route = createFileRoute("/{-$lang}/welcome")({
  staticData: { page: { public: true, layout: "attract", title: (LL) => LL.titles.attract() } },
  component: AttractScreen,
})
