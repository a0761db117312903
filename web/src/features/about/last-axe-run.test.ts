import { AccessibilityRun } from "@billpath/contract"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { lastAxeRun } from "./last-axe-run.ts"

describe("the committed figures of the last end-to-end run", () => {
  it("decode with the contract's schema, as the build requires", () => {
    expect(Schema.decodeUnknownSync(AccessibilityRun)(lastAxeRun)).toEqual(lastAxeRun)
  })
})
