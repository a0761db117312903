/** The account's own fields, typed alike wherever they are asked for (sign-in, registration, reset, profile). */
export const accountFields = {
  username: { autoComplete: "username", limit: "username" },
  email: { type: "email", autoComplete: "email", limit: "email" },
  // Not autofilled: the answer is not a password for the browser to keep.
  securityAnswer: { autoComplete: "off", limit: "securityAnswer" },
} as const
