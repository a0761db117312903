import { readdirSync, readFileSync } from "node:fs"
import { basename, join } from "node:path"
import type { ProviderTheme } from "@billpath/contract"
import { describe, expect, test } from "vitest"
import { imagePath, imagesFolder } from "./image-path.ts"
import { loadTheme } from "./load-theme.ts"
import { pngSize } from "./png-size.ts"
import { themeIds } from "./themes-directory.ts"

/** Display widths (spec §3: logos 200px, compact and footer logos 125px; help pictures 480px), rendered at 2×. */
const renderedWidth = { logo: 400, compactLogo: 250, footerLogo: 250, help: 960 } as const

type ImageSet = ProviderTheme["images"]["en"]

const imagesOfSet = (language: string, set: ImageSet) => [
  { language, role: "logo", file: set.logo, width: renderedWidth.logo },
  { language, role: "compactLogo", file: set.compactLogo, width: renderedWidth.compactLogo },
  { language, role: "footerLogo", file: set.footerLogo, width: renderedWidth.footerLogo },
  ...Object.entries(set.help).map(([topic, file]) => ({
    language,
    role: topic,
    file,
    width: renderedWidth.help,
  })),
]

const imagesOf = (theme: ProviderTheme) => [
  ...imagesOfSet("en", theme.images.en),
  ...(theme.images.fr === undefined ? [] : imagesOfSet("fr", theme.images.fr)),
]

describe.each(themeIds())("%s images", (id) => {
  const load = async () => {
    const result = await loadTheme(id)
    if (!result.ok) throw new Error(result.problems.map((problem) => problem.text).join("\n"))
    return result.theme
  }

  test("every image named in images.json is a PNG at twice its display width", async () => {
    const images = imagesOf(await load())
    expect(images.length).toBe(12)
    for (const image of images) {
      expect(image.file, `${image.language} ${image.role}`).toMatch(/\.png$/u)
      const path = imagePath(id, image.file)
      expect(path, image.file).toBeDefined()
      const size = pngSize(readFileSync(path ?? ""))
      expect(size, `${image.file} is a PNG`).toBeDefined()
      expect(size?.width, `${image.file} width`).toBe(image.width)
    }
  })

  test("logos and help pictures differ between English and French", async () => {
    const theme = await load()
    const french = theme.images.fr
    expect(french).toBeDefined()
    expect(french?.logo).not.toBe(theme.images.en.logo)
    expect(french?.footerLogo).not.toBe(theme.images.en.footerLogo)
    expect(french?.help).not.toEqual(theme.images.en.help)
  })

  test("every SVG source has its rendered PNG and every PNG has its source", () => {
    const folder = imagesFolder(id)
    const sources = readdirSync(join(folder, "source")).filter((name) => name.endsWith(".svg"))
    const pngs = readdirSync(folder).filter((name) => name.endsWith(".png"))
    expect(sources.map((name) => basename(name, ".svg")).sort()).toEqual(
      pngs.map((name) => basename(name, ".png")).sort(),
    )
  })

  test("each PNG is the 2× rendering of its source's width and height", () => {
    const folder = imagesFolder(id)
    for (const source of readdirSync(join(folder, "source")).filter((name) => name.endsWith(".svg"))) {
      const svg = readFileSync(join(folder, "source", source), "utf8")
      const width = Number(/<svg[^>]*\swidth="(\d+)"/u.exec(svg)?.[1])
      const height = Number(/<svg[^>]*\sheight="(\d+)"/u.exec(svg)?.[1])
      const size = pngSize(readFileSync(join(folder, `${basename(source, ".svg")}.png`)))
      expect(size, source).toEqual({ width: width * 2, height: height * 2 })
    }
  })
})
