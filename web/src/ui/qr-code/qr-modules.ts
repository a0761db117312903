import { encode } from "uqr"

/** A QR code's dark modules, row by row, with the quiet zone the standard asks for around them. */
export interface QrModules {
  /** Modules per side, quiet zone included. */
  readonly size: number
  readonly dark: ReadonlyArray<ReadonlyArray<boolean>>
}

/** Four modules of light border on each side: what ISO/IEC 18004 asks for, so phone cameras lock on. */
const quietZone = 4

/** Correction M: margin for shop-light glare, while a long address still fits a receipt-width screen. */
export const qrModules = (text: string): QrModules => {
  const { data, size } = encode(text, { ecc: "M", border: quietZone })
  return { size, dark: data }
}

/** One SVG path for every dark module: a horizontal run of modules becomes one rectangle. */
export const qrPath = ({ dark }: QrModules): string => {
  const parts: Array<string> = []
  dark.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x += 1
        continue
      }
      const start = x
      while (x < row.length && row[x]) x += 1
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`)
    }
  })
  return parts.join("")
}
