import { defaultDateRange, formatIsoDay, type IsoDay, parseIsoDay } from "@billpath/contract/rules"

const isRealDay = (day: IsoDay | undefined): day is IsoDay => {
  const date = day === undefined ? undefined : parseIsoDay(day)
  return date !== undefined && formatIsoDay(date) === day
}

/** The address's range when it is two real days in order, else spec §9's last year; never an error page. */
export const searchedRange = (
  search: { readonly startDate?: IsoDay | undefined; readonly endDate?: IsoDay | undefined },
  today: IsoDay,
): { readonly startDate: IsoDay; readonly endDate: IsoDay } => {
  const { startDate, endDate } = search
  if (isRealDay(startDate) && isRealDay(endDate) && startDate <= endDate) return { startDate, endDate }
  return defaultDateRange(today) ?? { startDate: today, endDate: today }
}
