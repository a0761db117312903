import { createFileRoute } from "@tanstack/react-router"
import { ForgotPasswordScreen } from "../../features/forgot-password/forgot-password-screen.tsx"

/** PasswordReset (spec §2): find-my-bill, security question, e-mail sent. */
export const Route = createFileRoute("/{-$lang}/password-reset")({
  staticData: {
    page: { public: true, layout: "simple", ownTexts: "visitor", title: (LL) => LL.titles.forgotPassword() },
  },
  component: ForgotPasswordScreen,
})
