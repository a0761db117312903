import type { PersonNames } from "./display-name.ts"

/**
 * The dashboard's greeting ("Hello, Alice"): a company by its name, a person by first name only. A file
 * of its own so the header's displayName does not carry it onto the sign-in page.
 */
export const greetingName = (names: Pick<PersonNames, "firstName" | "companyName">): string =>
  names.companyName.trim() || names.firstName.trim()
