import { Schema } from "effect"

// Where the spec names no limit (its limits are in rules/limits.ts): generous, so no real value meets them;
// finite, so no request makes the server read without end and OpenAPI can say how long each string may be.
export const textBounds = {
  /** A code or an identifier: account, service point, transaction, message and reference IDs, card types. */
  id: 100,
  /** A name or a label: a person's, a company's, a bank's, a city's; a button's or a link's words. */
  name: 100,
  /** An e-mail address, as SMTP bounds a path. */
  email: 254,
  phone: 40,
  /** A file name or a path on the portal's host. */
  fileName: 255,
  /** A sentence or a paragraph: a question, a message, a description, help and marketing text. */
  text: 1000,
  html: 20_000,
  url: 2048,
  /** A bearer token, a key or an opaque value handed back as it came. */
  token: 4096,
} as const

/** The most items a JSON list holds: lists of records are paged, the others are the provider's short lists. */
export const listBounds = {
  /** A page of a paged list: the largest page size. */
  page: 100,
  /** A 400's problems: at most one per field, and no body has this many fields. */
  problems: 50,
  /** Languages, security questions, a user's answers, a refusal's messages. */
  short: 20,
  /** The accounts one sign-in holds. */
  accounts: 100,
  /** The services (subscription points) of one account: a fleet has hundreds. */
  services: 1000,
  /** The statements of one account: ten years of monthly bills. */
  statements: 120,
} as const

/** The largest file a download answers, in bytes: a bill's PDF, a CSV of up to a year of charges or usage. */
export const fileBounds = {
  "application/pdf": 10 * 1024 * 1024,
  "text/csv": 64 * 1024 * 1024,
} as const

/** A string of at most `max` UTF-16 code units. */
export const boundedString = (max: number) => Schema.String.check(Schema.isMaxLength(max))

const int32Minimum = -2_147_483_648
const int32Maximum = 2_147_483_647

/** What a provider's column holds; own filter, as Effect's isInt32 omits the `format` OpenAPI readers look for. */
export const isInt32 = () =>
  Schema.makeFilter((value: number) => value >= int32Minimum && value <= int32Maximum, {
    expected: "a 32-bit integer",
    toJsonSchema: () => ({ format: "int32", minimum: int32Minimum, maximum: int32Maximum }),
  })

export const Int32 = Schema.Int.check(isInt32())
