import { isQuickPayOffered } from "@billpath/contract/rules"
import { createFileRoute, redirect } from "@tanstack/react-router"
import { QuickpayScreen } from "../../features/quickpay/quickpay-screen.tsx"
import { themeSettingsAtom } from "../../theme/theme-atoms.ts"

/** QuickPay (spec §2, §6): only where the provider offers it; elsewhere the address leads Home. */
export const Route = createFileRoute("/{-$lang}/quickpay")({
  staticData: {
    page: { public: true, layout: "simple", ownTexts: "visitor", title: (LL) => LL.titles.quickpay() },
  },
  beforeLoad: ({ context, params }) => {
    if (!isQuickPayOffered(context.store.get(themeSettingsAtom))) {
      throw redirect({ to: "/{-$lang}", params, replace: true })
    }
  },
  component: QuickpayScreen,
})
