import { createFileRoute } from "@tanstack/react-router"
import { HomeScreen } from "../../features/home/home-screen.tsx"

export const Route = createFileRoute("/{-$lang}/")({
  staticData: {
    page: { public: true, layout: "simple", title: (LL) => LL.titles.home(), signInTextsOnly: true },
  },
  component: HomeScreen,
})
