/** The names an account or user carries (login's account_names, GET /me, the account holder). */
export interface PersonNames {
  readonly firstName: string
  readonly lastName: string
  readonly companyName: string
}

/** Who is signed in, as the header and documents name them; a company name of only spaces counts as none. */
export const displayName = (names: PersonNames): string =>
  names.companyName.trim() || `${names.firstName} ${names.lastName}`.trim()
