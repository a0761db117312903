import { Schema } from "effect"

/** A colour as themes, system messages and the web manifest write it. */
export const Colour = Schema.String.check(
  Schema.isPattern(/^#[0-9a-fA-F]{6}$/u, { message: "must be a #rrggbb colour" }),
  Schema.isMaxLength(7),
).annotate({ identifier: "Colour" })
