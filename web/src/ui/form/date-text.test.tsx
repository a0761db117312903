// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react"
import { useState } from "react"
import { describe, expect, test } from "vitest"
import { renderPart } from "../../testing/render-part.tsx"
import { typeThrough } from "../../testing/type-through.ts"
import { DateField } from "./date-field.tsx"
import { isoTextOfUs, maskIsoDate, usTextOfIso } from "./date-text.ts"

const typed = typeThrough(maskIsoDate)

describe("the French YYYY-MM-DD date text", () => {
  test("the mask places the digits by position and adds the hyphens while typing forward", () => {
    expect(typed("20261122")).toBe("2026-11-22")
    expect(typed("2026-11-22")).toBe("2026-11-22")
    expect(typed("202611")).toBe("2026-11-")
    expect(maskIsoDate("", "11/22/2026"), "a US-shaped text is read by position").toBe("1122-20-26")
    expect(maskIsoDate("2026-", "2026"), "deleting is left alone").toBe("2026")
  })

  test("a whole day becomes the MM/DD/YYYY value and back; anything else no US reading accepts", () => {
    expect(usTextOfIso("2026-11-22")).toBe("11/22/2026")
    expect(isoTextOfUs("11/22/2026")).toBe("2026-11-22")
    expect(usTextOfIso("2026-02-30")).toBe("02/30/2026")
    expect(usTextOfIso("2026-11")).toBe("2026-11")
    expect(isoTextOfUs("2026-11")).toBe("2026-11")
  })
})

const Field = ({ initial }: { readonly initial: string }) => {
  const [value, setValue] = useState(initial)
  return (
    <>
      <DateField label="Date de début" name="startDate" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  )
}

describe("a date field in French", () => {
  test("shows the MM/DD/YYYY value as YYYY-MM-DD and says so; what is typed goes back as MM/DD/YYYY", () => {
    renderPart(<Field initial="11/22/2025" />, { language: "fr" })
    const input = screen.getByRole("textbox", { name: "Date de début" })
    expect(input).toHaveProperty("value", "2025-11-22")
    expect(screen.getByText("AAAA-MM-JJ (année, mois, jour)")).toBeTruthy()
    fireEvent.change(input, { target: { value: "2026-06-0" } })
    expect(input).toHaveProperty("value", "2026-06-0")
    fireEvent.change(input, { target: { value: "2026-06-01" } })
    expect(input).toHaveProperty("value", "2026-06-01")
    expect(screen.getByTestId("value").textContent).toBe("06/01/2026")
  })

  test("in English the field is the MM/DD/YYYY text itself", () => {
    renderPart(<Field initial="11/22/2025" />)
    expect(screen.getByRole("textbox", { name: "Date de début" })).toHaveProperty("value", "11/22/2025")
  })
})
