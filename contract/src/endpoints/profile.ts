import { Schema } from "effect"
import { DocumentLanguageList, DocumentLanguageUpdate } from "../entities/language.ts"
import { PasswordChange } from "../entities/password-change.ts"
import { ProfileUpdate, SecurityQuestionLanguage, SecurityQuestionList, User } from "../entities/user.ts"
import { statuses } from "../statuses.ts"
import { empty, endpoint, json } from "./endpoint.ts"
import { group } from "./group.ts"

export const profileEndpoints = {
  ...group(
    { host: "api", access: ["LoggedIn"] },
    {
      getMe: endpoint({
        summary: "The signed-in user",
        method: "GET",
        path: "/me",
        success: json(User),
      }),
      updateProfile: endpoint({
        summary: "Change username, notification e-mail, language, security question and document language",
        method: "PUT",
        path: "/me/updateprofile",
        body: ProfileUpdate,
        success: empty,
        errors: [statuses.usernameTaken],
      }),
      changePassword: endpoint({
        summary: "Change the password; 431 when the current password is wrong",
        method: "PUT",
        path: "/me/changepassword",
        body: PasswordChange,
        success: empty,
        errors: [statuses.invalid],
      }),
      getDocumentLanguages: endpoint({
        summary: "The languages bills can be printed in; isCurrent marks the account's",
        method: "GET",
        path: "/doclanguage",
        success: json(DocumentLanguageList),
      }),
      // Not in the spec: PUT on the same resource (docs/decisions/002-endpoints-the-spec-does-not-show.md).
      updateDocumentLanguage: endpoint({
        summary: "Choose the language bills are printed in",
        method: "PUT",
        path: "/doclanguage",
        body: DocumentLanguageUpdate,
        success: empty,
        errors: [statuses.invalid],
      }),
    },
  ),
  ...group(
    { host: "api", access: "public" },
    {
      /** Public: registration asks for a question before anyone is signed in. */
      getSecurityQuestions: endpoint({
        summary: "The security questions, in the given language",
        method: "GET",
        path: "/securityquestions",
        query: Schema.Struct({ langCode: SecurityQuestionLanguage }),
        success: json(SecurityQuestionList),
      }),
    },
  ),
}
