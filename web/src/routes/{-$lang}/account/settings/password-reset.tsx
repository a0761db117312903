import { createFileRoute } from "@tanstack/react-router"
import { NewPasswordScreen } from "../../../../features/new-password/new-password-screen.tsx"

/** Password change from the account settings: the new-password view, then back to AccountSettings. */
export const Route = createFileRoute("/{-$lang}/account/settings/password-reset")({
  staticData: {
    page: {
      public: false,
      layout: "full",
      title: (LL) => LL.titles.passwordChange(),
      nextPage: "/account/settings",
    },
  },
  component: NewPasswordScreen,
})
