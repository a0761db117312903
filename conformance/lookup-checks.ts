import { type AccountNames, endpoints } from "@billpath/contract"
import { type Probing, probe } from "./probe.ts"

/** An account and service no provider issues (the kit's own names), so every lookup must miss. */
const unknownAccount = "999999999999999"
const unknownService = "CONFORMANCE-0"

/** The robot check and the visitor lookups of an account nobody has: each must say "not found". */
export const visitorChecks = async (kit: Probing): Promise<void> => {
  await probe(kit, endpoints.verifyRecaptchaToken, {
    query: { token: "conformance-made-up-token", version: "v3" },
  })
  await probe(
    kit,
    endpoints.quickPayFindAccount,
    { body: { billingPointID: unknownAccount, servicePointID: unknownService } },
    {
      label: "unknown account",
      expect: { tags: ["success", "invalid"], success: { text: "null", holds: (value) => value === null } },
    },
  )
  await probe(
    kit,
    endpoints.validateRegistrationAccount,
    {
      body: {
        billingPointId: unknownAccount,
        accountName: "Conformance",
        companyAccount: false,
        servicePointID: unknownService,
      },
    },
    { label: "unknown account", expect: { tags: ["invalid"] } },
  )
  await probe(
    kit,
    endpoints.forgotPasswordFindAccount,
    { body: { accountNumber: unknownAccount, serviceID: unknownService } },
    { label: "unknown account", expect: { tags: ["invalid"] } },
  )
}

/** The customer's own account is already registered (434): looked up by the name the sign-in gave. */
export const ownAccountRegistered = async (
  kit: Probing,
  account: { readonly number: string; readonly service: string },
  names: AccountNames,
): Promise<void> => {
  const company = names.lastName.trim() === ""
  await probe(
    kit,
    endpoints.validateRegistrationAccount,
    {
      body: {
        billingPointId: account.number,
        accountName: company ? names.companyName : names.lastName,
        companyAccount: company,
        servicePointID: account.service,
      },
    },
    { label: "own account", expect: { tags: ["registered"] } },
  )
}
