import { fieldLimits, type LimitedField } from "@billpath/contract/rules"

/** The `maxLength` attribute of a field limited by the contract (spec §9); nothing for an unlimited one. */
export const maxLengthOf = (limit: LimitedField | undefined): { readonly maxLength?: number } =>
  limit === undefined ? {} : { maxLength: fieldLimits[limit] }
