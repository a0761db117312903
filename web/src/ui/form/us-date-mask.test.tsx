import { describe, expect, test } from "vitest"
import { typeThrough } from "../../testing/type-through.ts"
import { maskUsDate } from "./us-date-mask.ts"

const typed = typeThrough(maskUsDate)

describe("the MM/DD/YYYY mask", () => {
  test("adds the separators while typing digits", () => {
    expect(typed("11222026")).toBe("11/22/2026")
    expect(typed("1122")).toBe("11/22/")
  })

  test("a separator typed after an added one counts once; the second follows the first", () => {
    expect(typed("11/22/2026")).toBe("11/22/2026")
    expect(typed("11-22-2026")).toBe("11-22-2026")
    expect(typed("11-222026")).toBe("11-22-2026")
  })

  test("keeps only digits and separators, ten characters at most; deleting is left alone", () => {
    expect(maskUsDate("", "ab11/22/2026xyz9")).toBe("11/22/2026")
    expect(maskUsDate("11/22/", "11/22")).toBe("11/22")
  })
})
