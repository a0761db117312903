import { createFileRoute, redirect } from "@tanstack/react-router"
import { PageShell } from "../../chrome/page-shell.tsx"
import { applyLanguageRule, guardedDestination, loadPageTexts } from "../../navigation/navigation-rules.ts"

export const Route = createFileRoute("/{-$lang}")({
  validateSearch: (search: Record<string, unknown>): { lang?: string } =>
    typeof search.lang === "string" ? { lang: search.lang } : {},
  beforeLoad: async ({ params, search, context, matches }) => {
    await applyLanguageRule(context.store, params.lang, search.lang)
    const destination = guardedDestination(context.store, matches.at(-1))
    if (destination !== undefined) throw redirect(destination)
    await loadPageTexts(context.store, matches.at(-1))
  },
  // Every page sits in this layout: it loads with the app rather than one round trip after it.
  codeSplitGroupings: [],
  component: PageShell,
})
