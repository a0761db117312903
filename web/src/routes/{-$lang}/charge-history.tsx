import { createFileRoute } from "@tanstack/react-router"
import { ChargeHistoryScreen } from "../../features/charge-history/charge-history-screen.tsx"
import { chargesSearch } from "../../navigation/charges-search.ts"

export const Route = createFileRoute("/{-$lang}/charge-history")({
  staticData: {
    page: { public: false, layout: "full", ownTexts: "records", title: (LL) => LL.titles.chargeHistory() },
  },
  validateSearch: chargesSearch,
  // Page, dates and service are the list's criteria: any change is a new load.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    import("../../features/charge-history/charges-data.ts").then(({ loadCharges }) =>
      loadCharges(context.store, deps),
    ),
  component: ChargeHistoryScreen,
})
