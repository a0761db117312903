import { fieldProblems } from "@billpath/contract"
import type { Schema } from "effect"
import type { FormRules, FormValues } from "./form-rules.ts"

/** For screens that may load Effect up front (all but sign-in); values are the schema's encoded side. */
export const formRules = <S extends Schema.Decoder<unknown> & { readonly Encoded: FormValues }>(
  schema: S,
): FormRules<S["Encoded"]> => ({ problems: fieldProblems(schema) })
