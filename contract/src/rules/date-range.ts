import { formatIsoDay, type IsoDay, parseIsoDay, shiftYears } from "./calendar-date.ts"

/** The history screens' default range (spec §9, "last 1 year up to today"), both days included. */
export const defaultDateRange = (
  today: IsoDay,
): { readonly startDate: IsoDay; readonly endDate: IsoDay } | undefined => {
  const day = parseIsoDay(today)
  return day === undefined
    ? undefined
    : { startDate: formatIsoDay(shiftYears(day, -1)), endDate: formatIsoDay(day) }
}
