import { createFileRoute } from "@tanstack/react-router"
import { NewPasswordScreen } from "../../../features/new-password/new-password-screen.tsx"

/** ForgotPasswordReset: the new-password view; next page Dashboard (spec §2). */
export const Route = createFileRoute("/{-$lang}/account/password-reset")({
  staticData: {
    page: { public: false, layout: "simple", title: (LL) => LL.titles.newPassword(), nextPage: "/dashboard" },
  },
  component: NewPasswordScreen,
})
