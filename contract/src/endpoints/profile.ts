import { Schema } from "effect"
import { DocumentLanguageList, DocumentLanguageUpdate } from "../entities/language.ts"
import { PasswordChange } from "../entities/password-change.ts"
import { ProfileUpdate, SecurityQuestionLanguage, SecurityQuestionList, User } from "../entities/user.ts"
import { statuses } from "../statuses.ts"
import { empty, endpoint, json } from "./endpoint.ts"

export const getMe = endpoint({
  name: "getMe",
  summary: "The signed-in user",
  method: "GET",
  path: "/me",
  host: "api",
  access: ["LoggedIn"],
  success: json(User),
  errors: [],
})

export const updateProfile = endpoint({
  name: "updateProfile",
  summary: "Change username, notification e-mail, language, security question and document language",
  method: "PUT",
  path: "/me/updateprofile",
  host: "api",
  access: ["LoggedIn"],
  body: ProfileUpdate,
  success: empty,
  errors: [statuses.usernameTaken],
})

export const changePassword = endpoint({
  name: "changePassword",
  summary: "Change the password; 431 when the current password is wrong",
  method: "PUT",
  path: "/me/changepassword",
  host: "api",
  access: ["LoggedIn"],
  body: PasswordChange,
  success: empty,
  errors: [statuses.invalid],
})

/** Public: registration asks for a question before anyone is signed in. */
export const getSecurityQuestions = endpoint({
  name: "getSecurityQuestions",
  summary: "The security questions, in the given language",
  method: "GET",
  path: "/securityquestions",
  host: "api",
  access: "public",
  query: Schema.Struct({ langCode: SecurityQuestionLanguage }),
  success: json(SecurityQuestionList),
  errors: [],
})

export const getDocumentLanguages = endpoint({
  name: "getDocumentLanguages",
  summary: "The languages bills can be printed in; isCurrent marks the account's",
  method: "GET",
  path: "/doclanguage",
  host: "api",
  access: ["LoggedIn"],
  success: json(DocumentLanguageList),
  errors: [],
})

/** Method and path not shown in the spec: PUT on the same resource (docs/decisions.md). */
export const updateDocumentLanguage = endpoint({
  name: "updateDocumentLanguage",
  summary: "Choose the language bills are printed in",
  method: "PUT",
  path: "/doclanguage",
  host: "api",
  access: ["LoggedIn"],
  body: DocumentLanguageUpdate,
  success: empty,
  errors: [statuses.invalid],
})
