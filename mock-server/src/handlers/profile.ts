import {
  badRequest,
  fail,
  fieldProblems,
  newPasswordForm,
  type profileEndpoints,
  questionAnswerRule,
  success,
  usernameField,
} from "@billpath/contract"
import type { ServerContext } from "../context.ts"
import type { GroupHandlers } from "../contract/handler.ts"
import { securityQuestions } from "../fixtures/security-questions.ts"
import { forgetTrustedDevices } from "../store/second-factor.ts"
import { retireOtherSignIns } from "../store/tokens.ts"
import { userLookingLike, userOf } from "./records.ts"
import { problemsOf, questionProblems } from "./server-rules.ts"

/** The languages bills are printed in, by bill group. */
export const documentLanguages = [
  { code: "en", billGroupID: 1, names: { en: "English", fr: "Anglais" } },
  { code: "fr", billGroupID: 2, names: { en: "French", fr: "Français" } },
] as const

export const profileHandlers = (context: ServerContext): GroupHandlers<typeof profileEndpoints> => ({
  getMe: ({ caller }) => {
    const user = userOf(context, caller)
    if (user === undefined)
      return badRequest([{ path: "", key: "validation.invalid", text: "No user signed in" }])
    return success({
      firstName: user.firstName,
      lastName: user.lastName,
      companyName: user.companyName,
      username: user.username,
      notificationEmailAddress: user.notificationEmailAddress,
      languagePreferenceCode: user.language,
      prefLanguageCode: user.language,
      securityQuestionAnswers: [
        // Never the answer itself: it unlocks a password reset.
        { securityQuestionID: user.securityQuestionID, securityQuestionAnswer: "" },
      ],
      resetPasswordRequired: user.resetPasswordRequired,
    })
  },

  updateProfile: ({ caller, account, input }) => {
    const user = userOf(context, caller)
    const body = input.body
    const language = documentLanguages.find((candidate) => candidate.billGroupID === body.newBillGroupID)
    const problems = [
      ...problemsOf("username", usernameField(context.theme.settings, "profile"), body.username),
      ...questionProblems(body.securityQuestionID),
      ...(user === undefined ? [] : fieldProblems(questionAnswerRule(user.securityQuestionID))(body)),
      ...(language === undefined
        ? [{ path: "newBillGroupID", key: "validation.invalid", text: "Not a document language" } as const]
        : []),
    ]
    if (user === undefined || language === undefined || problems.length > 0) {
      return badRequest(problems)
    }
    // In use also when it would pass for someone else's username; one's own look-alike is one's own.
    if (userLookingLike(context, body.username, user) !== undefined) return fail("username")
    const users = context.store.state.users
    users.delete(user.username.toLowerCase())
    user.username = body.username.trim()
    users.set(user.username.toLowerCase(), user)
    user.notificationEmailAddress = body.notificationEmailAddress
    user.language = body.prefLanguageCode
    user.securityQuestionID = body.securityQuestionID
    if (body.securityQuestionAnswer.trim() !== "") user.securityAnswer = body.securityQuestionAnswer
    account.documentLanguage = language.code
    return success(undefined)
  },

  changePassword: ({ caller, input }) => {
    const user = userOf(context, caller)
    if (user === undefined || input.body.currentPassword !== user.password) return fail("invalid")
    const { newPassword } = input.body
    const problems = fieldProblems(newPasswordForm(context.theme.settings, user))({
      currentPassword: user.password,
      newPassword,
      confirmPassword: newPassword,
    })
    if (problems.length > 0) return badRequest(problems)
    user.password = newPassword
    user.resetPasswordRequired = false
    // The customer's other sign-ins (another browser, a stolen token) end with the old password.
    retireOtherSignIns(context.store.state, user.username, caller.signInId)
    // So do the browsers remembered for the second factor: the next sign-in asks for a code again.
    forgetTrustedDevices(context.store.state, user.accountNumber)
    return success(undefined)
  },

  getSecurityQuestions: ({ input }) => {
    const language = input.query.langCode === "FR" ? "fr" : "en"
    return success({
      items: securityQuestions.map((question) => ({ id: question.id, question: question.text[language] })),
    })
  },

  getDocumentLanguages: ({ account, language }) =>
    success({
      items: documentLanguages.map((candidate) => ({
        code: candidate.code,
        billGroupID: candidate.billGroupID,
        isCurrent: candidate.code === account.documentLanguage,
        name: candidate.names[language],
      })),
    }),

  updateDocumentLanguage: ({ account, input }) => {
    const chosen = documentLanguages.find((candidate) => candidate.billGroupID === input.body.billGroupID)
    if (chosen === undefined) return fail("invalid")
    account.documentLanguage = chosen.code
    return success(undefined)
  },
})
