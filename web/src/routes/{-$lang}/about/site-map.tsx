import { createFileRoute } from "@tanstack/react-router"
import { AboutPageScreen } from "../../../features/about/about-page-screen.tsx"

/** A heading only, as the spec shows it; the provider's own page is linked from the footer. */
export const Route = createFileRoute("/{-$lang}/about/site-map")({
  staticData: { page: { public: true, layout: "full", title: (LL) => LL.titles.siteMap() } },
  component: () => <AboutPageScreen heading="siteMap" />,
})
