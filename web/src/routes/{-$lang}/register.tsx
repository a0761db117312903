import { createFileRoute } from "@tanstack/react-router"
import { RegisterScreen } from "../../features/register/register-screen.tsx"

/** Register (spec §2): lookup, profile setup, success. */
export const Route = createFileRoute("/{-$lang}/register")({
  staticData: {
    page: { public: true, layout: "simple", ownTexts: "visitor", title: (LL) => LL.titles.register() },
  },
  component: RegisterScreen,
})
