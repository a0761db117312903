import { Schema } from "effect"
import { atMost, failsWith, required, wellFormed, whenFilled } from "./filter.ts"
import { fieldLimits } from "./limits.ts"
import type { MessageKey } from "./messages.ts"

export const passwordMinLength = 8

// Letters, digits and common punctuation; no spaces, no control characters.
const allowedPasswordCharacters = /^[A-Za-z0-9!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]+$/

export const isStrongPassword = (password: string): boolean =>
  password.length >= passwordMinLength &&
  /[a-z]/.test(password) &&
  /[A-Z]/.test(password) &&
  /[0-9]/.test(password) &&
  allowedPasswordCharacters.test(password)

export interface PasswordPolicy {
  readonly additionalPasswordReqs: boolean
  /** Theme setting passwordCharsToMatch: the run of username characters a password may not contain. */
  readonly passwordCharsToMatch: number
}

/** Who the password belongs to, for the additional requirements. */
export interface PasswordOwner {
  readonly username: string
  readonly firstName?: string | undefined
  readonly lastName?: string | undefined
  readonly companyName?: string | undefined
}

/** Additional requirements: none of the owner's names, no run of passwordCharsToMatch username characters. */
export const avoidsPersonalDetails = (
  password: string,
  policy: PasswordPolicy,
  owner: PasswordOwner,
): boolean => {
  if (!policy.additionalPasswordReqs) return true
  const lowered = password.toLowerCase()
  const names = [owner.firstName, owner.lastName, owner.companyName]
    .map((name) => (name ?? "").trim().toLowerCase())
    .filter((name) => name !== "")
  if (names.some((name) => lowered.includes(name))) return false
  const username = owner.username.toLowerCase()
  const run = policy.passwordCharsToMatch
  for (let start = 0; run > 0 && start + run <= username.length; start++) {
    if (lowered.includes(username.slice(start, start + run))) return false
  }
  return true
}

/** A new password; `strengthKey` is the weak-password message, which differs by screen. */
export const newPasswordField = (policy: PasswordPolicy, owner: PasswordOwner, strengthKey: MessageKey) =>
  Schema.String.check(
    required(),
    atMost(fieldLimits.password),
    failsWith(strengthKey, whenFilled(isStrongPassword), {
      generate: { patterns: [{ source: "^[a-z][A-Z][0-9][A-Za-z0-9!#*.?@_-]{5,40}$", flags: "u" }] },
    }),
    failsWith("register.fieldPasswordContainsName", (password) =>
      avoidsPersonalDetails(password, policy, owner),
    ),
  )

export const enteredPasswordField = Schema.String.check(required(), atMost(fieldLimits.password), wellFormed)
