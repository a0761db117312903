import { createFileRoute } from "@tanstack/react-router"
import { PasswordResetScreen } from "../../features/password-reset/password-reset-screen.tsx"

/** PasswordReset (spec §2): find-my-bill, security question, e-mail sent. */
export const Route = createFileRoute("/{-$lang}/password-reset")({
  staticData: {
    page: { public: true, layout: "simple", ownTexts: "visitor", title: (LL) => LL.titles.passwordReset() },
  },
  component: PasswordResetScreen,
})
