import { Schema } from "effect"
import { isRealCalendarDay, realCalendarDayCheckId, realCalendarDayPattern } from "../rules/calendar-day.ts"
import { isInt32, listBounds } from "./bounds.ts"

const isoDatePattern = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/u
const isoDateTimePattern =
  /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\.[0-9]{3})?Z$/u

/** Declared with an id, so a representation of the schema says which rule it is. */
const isRealDay = () =>
  Schema.makeFilter(isRealCalendarDay, {
    expected: "a real calendar day",
    representation: { id: realCalendarDayCheckId, payload: null },
    toJsonSchema: () => ({ pattern: realCalendarDayPattern }),
  })

/** A calendar day on the wire: YYYY-MM-DD, UTC (see docs/decisions/001-wire-formats.md). */
export const IsoDate = Schema.String.check(
  Schema.isMaxLength(10),
  Schema.isPattern(isoDatePattern),
  isRealDay(),
).annotate({
  identifier: "IsoDate",
  description: "A calendar day, YYYY-MM-DD (UTC)",
  format: "date",
})

export const IsoDateTime = Schema.String.check(
  Schema.isMaxLength(24),
  Schema.isPattern(isoDateTimePattern),
  isRealDay(),
).annotate({
  identifier: "IsoDateTime",
  description: "An instant, ISO 8601 UTC",
  format: "date-time",
})

export const Money = Schema.Finite.annotate({ description: "US dollars" })

export const AccountNumber = Schema.String.check(
  Schema.isPattern(/^[0-9]{1,30}$/u),
  Schema.isMaxLength(30),
).annotate({
  description: "Account number, digits",
})

export const ServiceId = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9-]{1,30}$/u),
  Schema.isMaxLength(30),
).annotate({
  description: "Service ID: letters, digits and hyphens",
})

export const LanguageCode = Schema.Literals(["en", "fr"]).annotate({ identifier: "LanguageCode" })
export type LanguageCode = typeof LanguageCode.Type

export const AccountType = Schema.Literals(["Checking", "Savings"]).annotate({ identifier: "AccountType" })
export type AccountType = typeof AccountType.Type

export const PageNumber = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1), isInt32())
export const PageSize = Schema.Int.check(
  Schema.isBetween({ minimum: 1, maximum: listBounds.page }),
  isInt32(),
)
export const RowCount = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), isInt32())

export const itemList = <S extends Schema.Top>(identifier: string, item: S, maxItems: number) =>
  Schema.Struct({ items: Schema.Array(item).check(Schema.isMaxLength(maxItems)) }).annotate({ identifier })

/** One page of a list: its items and the whole list's `rowCount`. */
export const itemPage = <S extends Schema.Top>(identifier: string, item: S) =>
  Schema.Struct({
    items: Schema.Array(item).check(Schema.isMaxLength(listBounds.page)),
    rowCount: RowCount,
  }).annotate({ identifier })
