/**
 * Whether a text's first ten characters (YYYY-MM-DD) name a day that exists: 2026-02-29 does not. Plain
 * code with no Effect behind it, so the light checkers (light/shape.ts) apply the same rule as the
 * schemas (entities/primitives.ts).
 */
export const isRealCalendarDay = (text: string): boolean => {
  const day = new Date(`${text.slice(0, 10)}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text.slice(0, 10)
}

/** The id under which the schemas declare the check, so the shape generator can name it. */
export const realCalendarDayCheckId = "billpath/isRealCalendarDay"
