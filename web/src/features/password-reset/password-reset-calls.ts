import { type FindMyBill, type LanguageCode, securityAnswerForm } from "@billpath/contract"
import type { ApiClient } from "../../api/client.ts"
import { formRules } from "../../ui/form/contract-rules.ts"

// The password reset's calls and rules, with the contract's schemas (Effect): loaded when the visitor
// searches or starts answering, not with the page.
/** PUT /forgotpassword/findaccount: the account's security question and a PasswordReset pass. */
export const findAccount = (api: ApiClient, identifiers: FindMyBill) =>
  api.call("forgotPasswordFindAccount", { body: identifiers })

/** PUT /forgotpassword/sendemail with the pass: a temporary password is e-mailed when the answer is right. */
export const sendTemporaryPassword = (api: ApiClient, answer: string, languageCode: LanguageCode) =>
  api.call("forgotPasswordSendEmail", { body: { securityAnswerText: answer, languageCode } })

export const securityAnswerRules = formRules(securityAnswerForm)
