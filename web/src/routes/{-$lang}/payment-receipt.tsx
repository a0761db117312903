import { createFileRoute } from "@tanstack/react-router"
import { ReceiptScreen } from "../../features/payment-receipt/receipt-screen.tsx"
import { receiptSearch } from "../../features/payment-receipt/receipt-search.ts"

export const Route = createFileRoute("/{-$lang}/payment-receipt")({
  // Public (spec §4): the provider's page sends the browser back here, and a visitor's quick payment too.
  staticData: { page: { public: true, layout: "simple", title: (LL) => LL.titles.paymentReceipt() } },
  validateSearch: receiptSearch,
  loaderDeps: ({ search }) => ({ status: search.status, lang: search.lang }),
  loader: ({ context, deps, params }) =>
    import("../../features/payment-receipt/receipt-data.ts").then(({ loadReceipt }) => ({
      outcome: loadReceipt(context.store, deps.status, params.lang !== undefined || deps.lang !== undefined),
    })),
  component: ReceiptScreen,
})
