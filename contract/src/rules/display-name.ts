/** The names an account or user carries (login's account_names, GET /me, the account holder). */
export interface PersonNames {
  readonly firstName: string
  readonly lastName: string
  readonly companyName: string
}

// Kept terse on purpose: the header on the sign-in page's budget carries it. A company name of only
// spaces (some providers send them) counts as none.

/** Who is signed in, as the header and documents name them: a company by its name, a person by first and last name. */
export const displayName = (names: PersonNames): string =>
  names.companyName.trim() || `${names.firstName} ${names.lastName}`.trim()
