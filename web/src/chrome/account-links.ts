import { useLocation, useNavigate, useRouter } from "@tanstack/react-router"
import { useAtomValue, useStore } from "jotai"
import type { MouseEvent } from "react"
import { useTranslations } from "../i18n/i18n-atoms.ts"
import { usePageParams } from "../navigation/page-params.ts"
import { signOut } from "../session/session-actions.ts"
import { themeSettingsAtom } from "../theme/theme-atoms.ts"

type AccountPage = "overview" | "billing" | "usage" | "chargeHistory" | "accountSettings"

/** The account menu's pages (spec §2, Shared chrome), in their order; Sign out comes last. */
const accountPages = [
  { page: "overview", path: "dashboard" },
  { page: "billing", path: "billing/bill-payment-history" },
  { page: "usage", path: "usage" },
  { page: "chargeHistory", path: "charge-history" },
  { page: "accountSettings", path: "account/settings" },
] as const satisfies ReadonlyArray<{ readonly page: AccountPage; readonly path: string }>

export interface AccountLink {
  readonly page: AccountPage
  readonly label: string
  /** The page's address in the current language: "/fr/usage". */
  readonly href: string
  /** Whether it is the page on screen (aria-current="page"). */
  readonly current: boolean
  /** Follows the link inside the app, without reloading it; modified clicks keep the browser's meaning. */
  readonly onClick: (event: MouseEvent<HTMLAnchorElement>) => void
}

const withoutTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/u, "") : path)

// "/fr/usage" and "/usage" are one page: a drop-down language switch keeps an address without a language.
const pageOfAddress = (pathname: string): string =>
  withoutTrailingSlash(pathname).replace(/^\/(?:en|fr)(?=\/|$)/u, "") || "/"

/** The account menu's links; Usage is left out when the theme sets hideUsage. */
export const useAccountLinks = (): ReadonlyArray<AccountLink> => {
  const LL = useTranslations()
  const params = usePageParams()
  const { hideUsage } = useAtomValue(themeSettingsAtom)
  const navigate = useNavigate()
  const router = useRouter()
  const here = pageOfAddress(useLocation({ select: (location) => location.pathname }))
  return accountPages
    .filter(({ page }) => !(hideUsage && page === "usage"))
    .map(({ page, path }) => {
      const destination = { to: `/{-$lang}/${path}`, params } as const
      return {
        page,
        label: LL.menu[page](),
        href: router.buildLocation(destination).href,
        current: here === `/${path}`,
        onClick: (event: MouseEvent<HTMLAnchorElement>) => {
          if (event.defaultPrevented || event.button !== 0) return
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
          event.preventDefault()
          void navigate(destination)
        },
      }
    })
}

/** Sign out (spec §2): the session is cleared and the customer goes Home, in the language in use. */
export const useSignOut = (): (() => Promise<void>) => {
  const store = useStore()
  const navigate = useNavigate()
  const params = usePageParams()
  return async () => {
    await signOut(store)
    await navigate({ to: "/{-$lang}", params })
  }
}
