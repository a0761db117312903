/** The names an account or user carries (login's account_names, GET /me, the account holder). */
export interface PersonNames {
  readonly firstName: string
  readonly lastName: string
  readonly companyName: string
}

const companyOf = (names: Pick<PersonNames, "companyName">): string => names.companyName.trim()

/**
 * Who is signed in, as the header and documents name them: a company by its name, a person by first and
 * last name. Blank company names (some providers send spaces) count as none.
 */
export const displayName = (names: PersonNames): string =>
  companyOf(names) !== "" ? companyOf(names) : `${names.firstName.trim()} ${names.lastName.trim()}`.trim()

/** The dashboard's greeting ("Hello, Alice"): a company by its name, a person by first name only. */
export const greetingName = (names: Pick<PersonNames, "firstName" | "companyName">): string =>
  companyOf(names) !== "" ? companyOf(names) : names.firstName.trim()
