import { Schema } from "effect"
import { FindMyBill } from "../entities/find-my-bill.ts"
import { SecurityAnswerText } from "../entities/user.ts"

/** Quick pay's and password reset's find-my-bill form (spec §5 Find-my-bill). */
export const findMyBillForm = FindMyBill

export const securityAnswerForm = Schema.Struct({ securityAnswerText: SecurityAnswerText })
