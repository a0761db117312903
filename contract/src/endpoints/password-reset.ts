import { FindMyBill } from "../entities/find-my-bill.ts"
import { ForgotPasswordFound, PasswordResetAnswer } from "../entities/password-reset.ts"
import { statuses } from "../statuses.ts"
import { empty, endpoint, json } from "./endpoint.ts"
import { group } from "./group.ts"

export const passwordResetEndpoints = {
  ...group(
    { host: "api", access: "public" },
    {
      forgotPasswordFindAccount: endpoint({
        summary: "Find the account whose password is forgotten; answers its security question",
        method: "PUT",
        path: "/forgotpassword/findaccount",
        body: FindMyBill,
        success: json(ForgotPasswordFound),
        errors: [statuses.invalid, statuses.tooMany],
      }),
    },
  ),
  ...group(
    { host: "api", access: ["PasswordReset"] },
    {
      forgotPasswordSendEmail: endpoint({
        summary: "Answer the security question; a temporary password is e-mailed",
        method: "PUT",
        path: "/forgotpassword/sendemail",
        body: PasswordResetAnswer,
        success: empty,
        errors: [statuses.invalid, statuses.passEnded, statuses.tooMany],
      }),
    },
  ),
}
