import { fieldProblems } from "@billpath/contract"
import type { Schema } from "effect"
import type { FormRules, FormValues } from "./form-rules.ts"

/**
 * A contract form schema as form rules, for screens that may load Effect up front (every screen but
 * sign-in). The values are the schema's encoded side: what the fields hold, before decoding.
 */
export const formRules = <S extends Schema.Decoder<unknown> & { readonly Encoded: FormValues }>(
  schema: S,
): FormRules<S["Encoded"]> => ({ problems: fieldProblems(schema) })
