import { createFileRoute } from "@tanstack/react-router"
import { WelcomeScreen } from "../../features/welcome/welcome-screen.tsx"

export const Route = createFileRoute("/{-$lang}/welcome")({
  staticData: { page: { public: true, layout: "attract", title: (LL) => LL.titles.welcome() } },
  component: WelcomeScreen,
})
