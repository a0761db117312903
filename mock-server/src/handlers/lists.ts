/** One page of a list, and how many rows the whole list has. */
export const pageOf = <T>(rows: ReadonlyArray<T>, page: number, pageSize: number) => ({
  items: rows.slice((page - 1) * pageSize, page * pageSize),
  rowCount: rows.length,
})

/** Whether a day lies in an optional, inclusive date range (days compare as YYYY-MM-DD text). */
export const withinRange = (day: string, startDate?: string, endDate?: string): boolean =>
  (startDate === undefined || day >= startDate) && (endDate === undefined || day <= endDate)

/** Case-insensitive "contains", the way people search for a service ID or charge name. */
export const containsText = (text: string, search: string | undefined): boolean =>
  search === undefined || search.trim() === "" || text.toLowerCase().includes(search.trim().toLowerCase())
