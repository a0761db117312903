import {
  badRequest,
  fail,
  newPasswordField,
  type RegistrationValidateAccount,
  type registrationEndpoints,
  success,
  usernameField,
} from "@billpath/contract"
import type { ServerContext } from "../context.ts"
import type { GroupHandlers } from "../contract/handler.ts"
import type { AccountRecord } from "../store/state.ts"
import { retirePass } from "../store/tokens.ts"
import { accountWithService, namesOf, newToken, userLookingLike, userOfAccount } from "./records.ts"
import { problemsOf, questionProblems } from "./server-rules.ts"

const sameName = (typed: string, stored: string): boolean =>
  stored !== "" && typed.trim().toLowerCase() === stored.toLowerCase()

const sameAmount = (typed: number, stored: number): boolean =>
  Math.round(typed * 100) === Math.round(stored * 100)

const provesOwnership = (account: AccountRecord, proof: RegistrationValidateAccount): boolean => {
  const holder = account.holder
  const nameMatches = sameName(proof.accountName, proof.companyAccount ? holder.companyName : holder.lastName)
  const latest = account.statements[0]
  const lastBalanceMatches =
    proof.lastStatementBalance === undefined ||
    (latest !== undefined && sameAmount(proof.lastStatementBalance, latest.bill.totalDue))
  const datedBalanceMatches =
    proof.statementDate === undefined ||
    account.statements.some(
      (statement) =>
        statement.bill.statementDate === proof.statementDate &&
        (proof.statementBalance === undefined || sameAmount(proof.statementBalance, statement.bill.totalDue)),
    )
  return nameMatches && lastBalanceMatches && datedBalanceMatches
}

export const registrationHandlers = (
  context: ServerContext,
): GroupHandlers<typeof registrationEndpoints> => ({
  validateRegistrationAccount: ({ input }) => {
    const body = input.body
    const settings = context.theme.settings
    const balanceMissing =
      settings.useLastStatementBalance &&
      !settings.useOldStatementBalance &&
      body.lastStatementBalance === undefined
    if (balanceMissing) {
      return badRequest([
        { path: "lastStatementBalance", key: "validation.fieldRequired", text: "Fields cannot be empty" },
      ])
    }
    const account = accountWithService(context, body.billingPointId, body.servicePointID)
    if (account === undefined || !provesOwnership(account, body)) return fail("invalid")
    if (!account.active) return fail("inactive")
    if (userOfAccount(context, account.accountNumber) !== undefined) return fail("registered")
    const token = newToken(context, "Registration", account.accountNumber)
    return success({ auth_token: token, account_names: namesOf(account.holder) })
  },

  saveRegistration: ({ caller, account, input }) => {
    const body = input.body
    const settings = context.theme.settings
    const owner = { username: body.username, ...namesOf(account.holder) }
    const problems = [
      ...problemsOf("username", usernameField(settings, "registration"), body.username),
      ...problemsOf("password", newPasswordField(settings, owner, "tooltips.password"), body.password),
      ...questionProblems(body.securityQuestionID),
    ]
    if (problems.length > 0) return badRequest(problems)
    // In use also when it would pass for an existing username (ɑlice.martin beside alice.martin).
    if (userLookingLike(context, body.username) !== undefined) return fail("username")
    // A second save with the same token after success: the account has its user now.
    if (userOfAccount(context, account.accountNumber) !== undefined) return fail("username")
    const username = body.username.trim()
    context.store.state.users.set(username.toLowerCase(), {
      username,
      password: body.password,
      accountNumber: account.accountNumber,
      ...namesOf(account.holder),
      notificationEmailAddress: body.notificationEmailAddress,
      language: body.prefLanguageCode,
      securityQuestionID: body.securityQuestionID,
      securityAnswer: body.securityQuestionAnswer,
      resetPasswordRequired: false,
      failedSignIns: 0,
      temporaryPassword: undefined,
      secondFactor: false,
      locked: false,
    })
    account.notificationsOptIn = body.notificationsOptIn
    retirePass(context.store.state, caller.accessToken)
    return success(undefined)
  },
})
