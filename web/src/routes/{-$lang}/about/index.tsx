import { createFileRoute } from "@tanstack/react-router"
import { AboutScreen } from "../../../features/about/about-screen.tsx"

export const Route = createFileRoute("/{-$lang}/about/")({
  staticData: { page: { public: true, layout: "full", title: (LL) => LL.titles.about() } },
  component: AboutScreen,
})
