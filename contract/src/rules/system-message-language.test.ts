import { expect, test } from "vitest"
import { isSystemMessageFor } from "./system-message-language.ts"

test("a description starting FR- is for French pages only; any other is for English pages only", () => {
  expect(isSystemMessageFor({ description: "FR-Facture" }, "fr")).toBe(true)
  expect(isSystemMessageFor({ description: "FR-Facture" }, "en")).toBe(false)
  expect(isSystemMessageFor({ description: "Your bill" }, "en")).toBe(true)
  expect(isSystemMessageFor({ description: "Your bill" }, "fr")).toBe(false)
  // Only the prefix counts, in capitals.
  expect(isSystemMessageFor({ description: "fr-Facture" }, "fr")).toBe(false)
  expect(isSystemMessageFor({ description: "About FR-" }, "fr")).toBe(false)
})
