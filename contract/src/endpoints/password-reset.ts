import { FindMyBill } from "../entities/find-my-bill.ts"
import { ForgotPasswordFound, PasswordResetAnswer } from "../entities/password-reset.ts"
import { statuses } from "../statuses.ts"
import { empty, endpoint, json } from "./endpoint.ts"

export const forgotPasswordFindAccount = endpoint({
  name: "forgotPasswordFindAccount",
  summary: "Find the account whose password is forgotten; answers its security question",
  method: "PUT",
  path: "/forgotpassword/findaccount",
  host: "api",
  access: "public",
  body: FindMyBill,
  success: json(ForgotPasswordFound),
  errors: [statuses.invalid],
})

export const forgotPasswordSendEmail = endpoint({
  name: "forgotPasswordSendEmail",
  summary: "Answer the security question; a temporary password is e-mailed",
  method: "PUT",
  path: "/forgotpassword/sendemail",
  host: "api",
  access: ["PasswordReset"],
  body: PasswordResetAnswer,
  success: empty,
  errors: [statuses.invalid],
})
