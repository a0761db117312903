/** Small edits of decoded JSON answers, for drifts that change one field. */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** The object with `edit` applied, or the value as it was when it is not an object. */
export const editObject =
  (edit: (object: Record<string, unknown>) => Record<string, unknown>) =>
  (value: unknown): unknown =>
    isRecord(value) ? edit(value) : value

/** Each item of an `items` list edited. */
export const editItems = (edit: (item: Record<string, unknown>) => Record<string, unknown>) =>
  editObject((list) => ({
    ...list,
    items: Array.isArray(list.items) ? list.items.map(editObject(edit)) : list.items,
  }))

/** The object without one of its fields. */
export const without =
  (field: string) =>
  (object: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(object).filter(([key]) => key !== field))
