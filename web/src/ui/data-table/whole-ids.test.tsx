// @vitest-environment jsdom
import { render } from "@testing-library/react"
import { describe, expect, test } from "vitest"
import { withWholeDates } from "./searching-table.tsx"
import { WholeIds } from "./whole-ids.tsx"

const wholeParts = (container: HTMLElement) =>
  [...container.querySelectorAll("span")].map((span) => span.textContent)

describe("text kept whole where it must not break", () => {
  test("a caption's dates, each once, in either language's form, the words around them as they were", () => {
    const { container } = render(
      <p>{withWholeDates("Bills from 11/22/2025 to 11/22/2026", ["11/22/2025", "11/22/2026"])}</p>,
    )
    expect(container.textContent).toBe("Bills from 11/22/2025 to 11/22/2026")
    expect(wholeParts(container)).toEqual(["11/22/2025", "11/22/2026"])
    const french = render(
      <p>{withWholeDates("Factures du 2025-11-22 au 2026-11-22", ["2025-11-22", "2026-11-22"])}</p>,
    )
    expect(wholeParts(french.container)).toEqual(["2025-11-22", "2026-11-22"])
  })

  test("a caption that does not hold its dates (a provider's wording) is left as it is", () => {
    const { container } = render(<p>{withWholeDates("Your bills", ["11/22/2025", "11/22/2026"])}</p>)
    expect(container.textContent).toBe("Your bills")
    expect(wholeParts(container)).toEqual([])
  })

  test("a charge's service IDs", () => {
    const { container } = render(
      <p>
        <WholeIds text="Line TEL-5550101 and TV-42, monthly" />
      </p>,
    )
    expect(container.textContent).toBe("Line TEL-5550101 and TV-42, monthly")
    expect(wholeParts(container)).toEqual(["TEL-5550101", "TV-42"])
  })
})
