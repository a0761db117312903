import { Schema } from "effect"

/** 1 error or warning, 2 warning, 3 tip, 4 success. */
export const AlertPriority = Schema.Literals([1, 2, 3, 4])
export type AlertPriority = typeof AlertPriority.Type

export const Alert = Schema.Struct({
  priority: AlertPriority,
  alertType: Schema.String,
  warningMessage: Schema.String,
}).annotate({ identifier: "Alert" })
export type Alert = typeof Alert.Type
