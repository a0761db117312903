import { createFileRoute } from "@tanstack/react-router"
import { AccessibilityScreen } from "../../../features/about/accessibility-screen.tsx"

/** The accessibility statement, with texts of its own so no other page carries them. */
export const Route = createFileRoute("/{-$lang}/about/accessibility")({
  staticData: {
    page: { public: true, layout: "full", ownTexts: "statement", title: (LL) => LL.titles.accessibility() },
  },
  component: AccessibilityScreen,
})
