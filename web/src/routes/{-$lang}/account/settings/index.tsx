import { createFileRoute } from "@tanstack/react-router"
import { SettingsScreen } from "../../../../features/account-settings/settings-screen.tsx"
import { settingsSearch } from "../../../../navigation/settings-search.ts"

export const Route = createFileRoute("/{-$lang}/account/settings/")({
  staticData: { page: { public: false, layout: "full", title: (LL) => LL.titles.accountSettings() } },
  validateSearch: settingsSearch,
  component: SettingsScreen,
})
