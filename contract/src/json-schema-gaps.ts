/** What the OpenAPI document cannot say: the differential test excuses only disagreements these explain. */
export const jsonSchemaGaps = {
  utf16Lengths:
    "Lengths: the server counts UTF-16 code units, as the web's inputs do; JSON Schema counts code points. They differ only for characters beyond U+FFFF (an emoji counts 2 on the server, 1 in the document).",
  numberText:
    "Numbers in a path or query: the document types them (integer, bounds); the server reads only decimal numerals ([+-]digits[.digits][e±digits]). Validators that coerce text to numbers (Ajv, Prism) also read ' 1', '0x10' or 'Infinity' as numbers, so the document is looser there.",
  nfkcWordNull:
    "The no-symbols rule reads a text also in its NFKC form: the document lists the 26 characters whose NFKC form is a forbidden symbol, but cannot normalise, so the word null written with compatibility characters (ｎｕｌｌ, ℓ) passes the document.",
  decodedPassword:
    "A password travels as base64url: the document checks the encoding and its length; the rules of the decoded password (not blank, at most 100 characters, a new one's strength) are beyond JSON Schema, which cannot decode (contentSchema is only an annotation).",
  serverState:
    "Rules that need what the server holds: the security questions and document languages it offers, whether a changed question comes with its answer, the theme's username and password rules (requireEmailUsername, additionalPasswordReqs), and the account's routing rules (split routing, the checksum).",
} as const

export type JsonSchemaGap = keyof typeof jsonSchemaGaps

/** The problems a 400 names, by operation, when a request breaks a rule of gap `serverState`. */
export const serverStateProblems: {
  readonly [operationId: string]: ReadonlyArray<{ readonly path: string; readonly key: string }>
} = {
  updateProfile: [
    { path: "securityQuestionID", key: "register.fieldSecurityQuestion" },
    { path: "newBillGroupID", key: "validation.invalid" },
    { path: "securityQuestionAnswer", key: "validation.fieldRequired" },
    { path: "username", key: "register.fieldEmail" },
  ],
  saveRegistration: [
    { path: "securityQuestionID", key: "register.fieldSecurityQuestion" },
    { path: "username", key: "register.fieldEmail" },
    { path: "password", key: "register.fieldPasswordContainsName" },
  ],
  updatePaymentMethod: [
    // The theme's routing mode asks for the other mode's fields.
    { path: "routingNumber", key: "validation.fieldRequired" },
    { path: "institutionNumber", key: "validation.fieldRequired" },
    { path: "transitNumber", key: "validation.fieldRequired" },
    { path: "routingNumber", key: "autopay.fieldInvalidRouting" },
    { path: "institutionNumber", key: "autopay.fieldInvalidInstitution" },
  ],
}
