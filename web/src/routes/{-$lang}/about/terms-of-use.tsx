import { createFileRoute } from "@tanstack/react-router"
import { AboutPageScreen } from "../../../features/about/about-page-screen.tsx"

/** A heading only, as the spec shows it; the provider's own page is linked from the footer. */
export const Route = createFileRoute("/{-$lang}/about/terms-of-use")({
  staticData: { page: { public: true, layout: "full", title: (LL) => LL.titles.termsOfUse() } },
  component: () => <AboutPageScreen heading="termsOfUse" />,
})
