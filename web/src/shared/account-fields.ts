/**
 * How the account's own fields are typed wherever they are asked for (sign-in, registration, password
 * reset, the profile): the browser's autofill hint, the contract's length limit, the keyboard.
 */
export const accountFields = {
  username: { autoComplete: "username", limit: "username" },
  email: { type: "email", autoComplete: "email", limit: "email" },
  // Not autofilled: the answer is not a password for the browser to keep.
  securityAnswer: { autoComplete: "off", limit: "securityAnswer" },
} as const
