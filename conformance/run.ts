import type { CheckResult } from "./check-result.ts"
import { ownAccountRegistered, visitorChecks } from "./lookup-checks.ts"
import type { ConformanceOptions } from "./options.ts"
import type { Probing } from "./probe.ts"
import { readChecks } from "./read-checks.ts"
import { createRecorder } from "./recorder.ts"
import { roundTrips } from "./round-trips.ts"
import { refresh, signIn, signOut, withoutToken } from "./session-checks.ts"
import { siteChecks } from "./site-checks.ts"
import { notAsked, reportUnreached } from "./skipped.ts"

export type RunOptions = Omit<ConformanceOptions, "junit">

/**
 * Runs every check against one API, in the order their inputs become known: the portal's documents,
 * visitor lookups, a wrong then a right sign-in, the signed-in reads, the customer's own registration
 * lookup, a call without a token, a refresh, the round trips (--writes), and sign-out last.
 */
export const runConformance = async (
  options: RunOptions,
  onResult: (result: CheckResult) => void = () => {},
): Promise<ReadonlyArray<CheckResult>> => {
  const recorder = createRecorder(onResult)
  recorder.hide(options.password)
  const kit: Probing = { roots: { api: options.api, site: options.site }, recorder }

  if (options.site === undefined) {
    for (const name of [
      "getConfig",
      "getPortalLanguages",
      "getPortalTexts",
      "getTheme",
      "getSiteOverrides",
    ] as const) {
      notAsked(recorder, name, "--site URL")
    }
  } else {
    await siteChecks(kit)
  }
  await visitorChecks(kit)

  const signedIn = await signIn(kit, options.username, options.password)
  if (signedIn === undefined) {
    reportUnreached(recorder, "the sign-in did not pass")
    return recorder.results
  }
  const readings = await readChecks(kit, signedIn.access)
  if (options.account === undefined) {
    notAsked(recorder, "validateRegistrationAccount", "--account and --service", "own account")
  } else {
    await ownAccountRegistered(kit, options.account, signedIn.names)
  }
  await withoutToken(kit)
  const renewed = await refresh(kit, signedIn)
  if (options.writes) {
    await roundTrips(kit, renewed.access, options.username, readings)
  } else {
    for (const name of [
      "updateProfile",
      "updateDocumentLanguage",
      "updateAccountSettings",
      "updateBillOptions",
      "updatePaymentMethod",
    ] as const) {
      notAsked(recorder, name, "--writes")
    }
  }
  await signOut(kit, renewed)
  reportUnreached(recorder, "not reached")
  return recorder.results
}
