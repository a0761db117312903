// @vitest-environment jsdom
import { screen } from "@testing-library/react"
import { describe, expect, test } from "vitest"
import { describedText } from "../../testing/described-text.ts"
import { renderPart } from "../../testing/render-part.tsx"
import { TextField } from "./text-field.tsx"

const rule = "At least 8 characters with a lowercase letter, an uppercase letter and a number"

const field = (error: string | undefined) =>
  renderPart(
    <TextField
      label="New password"
      name="password"
      value=""
      onChange={() => undefined}
      hint={rule}
      error={error}
    />,
  )

describe("a field's hint and error", () => {
  test("a rule that is both the hint and the error is shown and read once", () => {
    field(rule)
    expect(screen.getAllByText(rule)).toHaveLength(1)
    expect(describedText(screen.getByLabelText("New password"))).toContain(rule)
    expect(describedText(screen.getByLabelText("New password")).split(rule)).toHaveLength(2)
  })

  test("another error keeps the hint beside it", () => {
    field("Fields cannot be empty")
    expect(screen.getByText(rule)).toBeDefined()
    expect(screen.getByText("Fields cannot be empty")).toBeDefined()
  })
})
