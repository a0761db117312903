import type { PersonNames } from "./display-name.ts"

/** The dashboard's greeting name; its own file, so displayName does not carry it onto the sign-in page. */
export const greetingName = (names: Pick<PersonNames, "firstName" | "companyName">): string =>
  names.companyName.trim() || names.firstName.trim()
