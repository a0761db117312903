import { isDeepStrictEqual } from "node:util"
import {
  type AccountSummary,
  billOptionsUpdate,
  type Endpoint,
  endpoints,
  initialEBillChoice,
  type ProfileUpdate,
} from "@billpath/contract"
import { type Probing, probe } from "./probe.ts"
import type { Readings } from "./read-checks.ts"
import { needs } from "./skipped.ts"

/** A write of what is already there: read, write the same, read again and compare. */
interface RoundTrip<T> {
  readonly endpoint: Endpoint
  readonly before: T
  /** Sends the values read before; true when the write succeeded. */
  readonly write: (label: string) => Promise<boolean>
  readonly read: () => Promise<T | undefined>
}

const changedKeys = (before: object, after: object): ReadonlyArray<string> => {
  const now = new Map(Object.entries(after))
  return Object.entries(before)
    .filter(([key, value]) => !isDeepStrictEqual(value, now.get(key)))
    .map(([key]) => key)
}

/**
 * Writes the values back and checks they read back the same. When a write went through but they did
 * not, they are written once more, even if something threw, so the test account is left as found.
 */
const roundTrip = async <T extends object>(kit: Probing, trip: RoundTrip<T>): Promise<void> => {
  let written = false
  let same = false
  try {
    written = await trip.write("same values")
    if (!written) return
    const after = await trip.read()
    same = after !== undefined && isDeepStrictEqual(trip.before, after)
    const actual =
      after === undefined
        ? "could not read it back"
        : same
          ? "the same"
          : `changed ${changedKeys(trip.before, after).join(", ")}`
    const record = same ? kit.recorder.pass : kit.recorder.fail
    record(trip.endpoint, "round trip", "read back as before", actual)
  } finally {
    if (written && !same) await trip.write("restore")
  }
}

const succeeded = (probed: { readonly tag: string }): boolean => probed.tag === "success"

const readAccount = async (kit: Probing, token: string): Promise<AccountSummary | undefined> =>
  (await probe(kit, endpoints.getAccounts, {}, { token, quiet: true })).value?.items[0]

const billOptionsOf = (account: AccountSummary) => ({
  isElectronicDelivery: account.isElectronicDelivery,
  pdfAttachmentChecked: account.pdfAttachmentChecked,
  replyEnvelopeChecked: account.replyEnvelopeChecked,
})

const paymentMethodOf = (account: AccountSummary) => ({
  isAutoPayEnabled: account.isAutoPayEnabled,
  isAutoPayDirectDebit: account.isAutoPayDirectDebit,
  cardInfo: account.cardInfo,
  bankInfo: account.bankInfo,
})

/** Profile, its document language, account settings, bill options and a manual payment method. */
export const roundTrips = async (
  kit: Probing,
  token: string,
  username: string,
  readings: Readings,
): Promise<void> => {
  const signedIn = { token }
  await profileRoundTrip(kit, token)

  const account = readings.account
  if (account === undefined) {
    for (const name of ["updateAccountSettings", "updateBillOptions", "updatePaymentMethod"] as const) {
      needs(kit.recorder, name, "GET /accounts gave no account")
    }
    return
  }
  const languageCode = readings.me?.prefLanguageCode ?? "en"

  await roundTrip(kit, {
    endpoint: endpoints.updateAccountSettings,
    before: { notificationsOptIn: account.notificationsOptIn },
    write: async (label) =>
      succeeded(
        await probe(
          kit,
          endpoints.updateAccountSettings,
          {
            params: { accountNumber: account.accountNumber },
            body: { notificationsOptIn: account.notificationsOptIn },
          },
          { ...signedIn, label, expect: { tags: ["success"] } },
        ),
      ),
    read: async () => {
      const now = await readAccount(kit, token)
      return now === undefined ? undefined : { notificationsOptIn: now.notificationsOptIn }
    },
  })

  await roundTrip(kit, {
    endpoint: endpoints.updateBillOptions,
    before: billOptionsOf(account),
    write: async (label) =>
      succeeded(
        await probe(
          kit,
          endpoints.updateBillOptions,
          { body: billOptionsUpdate(account, initialEBillChoice(account), languageCode) },
          { ...signedIn, label, expect: { tags: ["success"] } },
        ),
      ),
    read: async () => {
      const now = await readAccount(kit, token)
      return now === undefined ? undefined : billOptionsOf(now)
    },
  })

  // Card autopay is set on the provider's hosted page and bank details come back masked: only a
  // manual account can be written back exactly as it was.
  if (account.isAutoPayEnabled || account.isPayTypeLocked) {
    needs(
      kit.recorder,
      "updatePaymentMethod",
      account.isPayTypeLocked ? "the account's pay type is locked" : "the account pays automatically",
    )
    return
  }
  await roundTrip(kit, {
    endpoint: endpoints.updatePaymentMethod,
    before: paymentMethodOf(account),
    write: async (label) =>
      succeeded(
        await probe(
          kit,
          endpoints.updatePaymentMethod,
          { body: { username, isManual: true, languageCode } },
          { ...signedIn, label, expect: { tags: ["success"] } },
        ),
      ),
    read: async () => {
      const now = await readAccount(kit, token)
      return now === undefined ? undefined : paymentMethodOf(now)
    },
  })
}

/** GET /me, the current document language and the question's text, written back as they were. */
const profileRoundTrip = async (kit: Probing, token: string): Promise<void> => {
  const signedIn = { token }
  const readProfile = async () => {
    const me = (await probe(kit, endpoints.getMe, {}, { token, quiet: true })).value
    const languages = (await probe(kit, endpoints.getDocumentLanguages, {}, { token, quiet: true })).value
    return me === undefined || languages === undefined ? undefined : { me, languages }
  }
  const before = await readProfile()
  const question = before?.me.securityQuestionAnswers[0]
  const group = before?.languages.items.find((language) => language.isCurrent)
  if (before === undefined || question === undefined || group === undefined) {
    const because =
      before === undefined
        ? "GET /me or GET /doclanguage did not answer"
        : question === undefined
          ? "GET /me lists no security question"
          : "GET /doclanguage marks no language current"
    needs(kit.recorder, "updateProfile", because)
    needs(kit.recorder, "updateDocumentLanguage", because)
    return
  }
  const questions = (
    await probe(
      kit,
      endpoints.getSecurityQuestions,
      {
        query: { langCode: before.me.prefLanguageCode === "fr" ? "FR" : "EN" },
      },
      { quiet: true },
    )
  ).value
  const body: ProfileUpdate = {
    prefLanguageCode: before.me.prefLanguageCode,
    notificationEmailAddress: before.me.notificationEmailAddress,
    securityQuestionID: question.securityQuestionID,
    securityQuestionText:
      questions?.items.find((item) => item.id === question.securityQuestionID)?.question ?? "",
    // Empty keeps the saved answer, which no provider sends back.
    securityQuestionAnswer: "",
    username: before.me.username,
    newBillGroupID: group.billGroupID,
  }
  await roundTrip(kit, {
    endpoint: endpoints.updateProfile,
    before,
    write: async (label) =>
      succeeded(
        await probe(
          kit,
          endpoints.updateProfile,
          { body },
          { ...signedIn, label, expect: { tags: ["success"] } },
        ),
      ),
    read: readProfile,
  })
  await roundTrip(kit, {
    endpoint: endpoints.updateDocumentLanguage,
    before: before.languages,
    write: async (label) =>
      succeeded(
        await probe(
          kit,
          endpoints.updateDocumentLanguage,
          { body: { billGroupID: group.billGroupID } },
          { ...signedIn, label, expect: { tags: ["success"] } },
        ),
      ),
    read: async () => (await probe(kit, endpoints.getDocumentLanguages, {}, { token, quiet: true })).value,
  })
}
