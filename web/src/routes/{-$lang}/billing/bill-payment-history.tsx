import { createFileRoute } from "@tanstack/react-router"
import { BillingScreen } from "../../../features/billing/billing-screen.tsx"
import { billingSearch } from "../../../navigation/billing-search.ts"

export const Route = createFileRoute("/{-$lang}/billing/bill-payment-history")({
  staticData: { page: { public: false, layout: "full", title: (LL) => LL.titles.billing() } },
  validateSearch: billingSearch,
  // Tab, page, dates and "since last bill" are the list's criteria: any change is a new load.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    import("../../../features/billing/billing-data.ts").then(({ loadBillingList }) =>
      loadBillingList(context.store, deps),
    ),
  component: BillingScreen,
})
