import jsQR from "jsqr"
import { describe, expect, it } from "vitest"
import { qrModules, qrPath } from "./qr-modules.ts"

/** Rasterises the modules as a camera would see them, to read them back with an independent decoder. */
const readBack = (text: string): string | undefined => {
  const modules = qrModules(text)
  const scale = 4
  const width = modules.size * scale
  const pixels = new Uint8ClampedArray(width * width * 4)
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const dark = modules.dark[Math.floor(y / scale)]?.[Math.floor(x / scale)] === true
      const offset = (y * width + x) * 4
      pixels.fill(dark ? 0 : 255, offset, offset + 3)
      pixels[offset + 3] = 255
    }
  }
  return jsQR(pixels, width, width)?.data
}

describe("QR codes of the addresses a kiosk shows instead of opening them", () => {
  it.each([
    "https://www.aurora-telecom.example/help",
    "https://lakeside-utilities.example/fr/aide?sujet=facture&langue=fr#paiement",
    "mailto:support@aurora-telecom.example",
    "tel:+18005550199",
  ])("a phone's decoder reads back %s", (address) => {
    expect(readBack(address)).toBe(address)
  })

  it("keeps four light modules of quiet zone on every side", () => {
    const { dark, size } = qrModules("https://example.com/")
    const border = [...dark.slice(0, 4), ...dark.slice(size - 4)].flat()
    const sides = dark.flatMap((row) => [...row.slice(0, 4), ...row.slice(size - 4)])
    expect([...border, ...sides].some(Boolean)).toBe(false)
  })

  it("draws every dark module and nothing else", () => {
    const modules = qrModules("https://example.com/a")
    const drawn = modules.dark.map((row) => row.map(() => false))
    for (const [, x, y, run] of qrPath(modules).matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      for (let i = 0; i < Number(run); i += 1) {
        const row = drawn[Number(y)]
        if (row !== undefined) row[Number(x) + i] = true
      }
    }
    expect(drawn).toEqual(modules.dark)
  })
})
