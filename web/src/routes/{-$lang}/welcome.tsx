import { createFileRoute, redirect } from "@tanstack/react-router"
import { AttractScreen } from "../../features/kiosk/attract-screen.tsx"
import { homeOfCurrentLanguage } from "../../navigation/navigation-rules.ts"
import { kioskSettingsAtom } from "../../theme/theme-atoms.ts"

export const Route = createFileRoute("/{-$lang}/welcome")({
  staticData: { page: { public: true, layout: "attract", title: (LL) => LL.titles.attract() } },
  // The attract screen is a kiosk's; a web portal has its sign-in page.
  beforeLoad: ({ context }) => {
    if (context.store.get(kioskSettingsAtom) === undefined)
      throw redirect(homeOfCurrentLanguage(context.store))
  },
  component: AttractScreen,
})
