import { join } from "node:path"
import { describe, expect, test } from "vitest"
import { imagePath } from "./image-path.ts"
import { themesDirectory } from "./themes-directory.ts"

describe("imagePath", () => {
  test("resolves a file inside the theme's images folder", () => {
    expect(imagePath("aurora-telecom", "logo-en.png")).toBe(
      join(themesDirectory, "aurora-telecom", "images", "logo-en.png"),
    )
    expect(imagePath("aurora-telecom", "source/logo-en.svg")).toBe(
      join(themesDirectory, "aurora-telecom", "images", "source", "logo-en.svg"),
    )
  })

  test("uses another themes directory when given one", () => {
    expect(imagePath("acme", "logo.png", "/srv/themes")).toBe(
      join("/srv/themes", "acme", "images", "logo.png"),
    )
  })

  test.each([
    "../settings.json",
    "../../lakeside-utilities/images/logo-en.png",
    "source/../../styles.json",
    "/etc/passwd",
    "",
    ".",
    "logo.png\u0000.txt",
  ])("refuses %j, which leaves the images folder or names none", (fileName) => {
    expect(imagePath("aurora-telecom", fileName)).toBeUndefined()
  })

  test("a name that merely starts with dots stays inside", () => {
    expect(imagePath("aurora-telecom", "..logo.png")).toBe(
      join(themesDirectory, "aurora-telecom", "images", "..logo.png"),
    )
  })

  test.each(["../aurora-telecom", "Aurora", "a/b", ""])("refuses the unsafe theme id %j", (id) => {
    expect(imagePath(id, "logo-en.png")).toBeUndefined()
  })
})
