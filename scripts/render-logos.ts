// Renders every theme's SVG sources (themes/<id>/images/source/*.svg) to PNGs beside them
// (themes/<id>/images/<name>.png) at twice their display size, so logos stay sharp on high-density
// screens. The PNGs are committed: the portal and the bill PDFs use them without a renderer.
import { globSync, readFileSync, writeFileSync } from "node:fs"
import { basename, dirname, join } from "node:path"
import { Resvg, type ResvgRenderOptions } from "@resvg/resvg-js"
import { themesDirectory } from "../themes/src/index.ts"

/** Display size × 2: the SVGs' width and height are the size the portal shows them at. */
const scale = 2

// Wordmarks are real text, so the output depends on the fonts installed. resvg reads font files
// itself, without fontconfig's aliases, and (in 2.6) sends the generic families `serif` and
// `sans-serif` to the default font; so the sources name the metric-compatible Liberation fonts
// after Arial/Georgia, and anything else falls back to Liberation Sans.
const options: ResvgRenderOptions = {
  font: { loadSystemFonts: true, defaultFontFamily: "Liberation Sans" },
  fitTo: { mode: "zoom", value: scale },
  logLevel: "error",
}

/** Without any usable font resvg silently drops text, which would ship logos without wordmarks. */
const fontsRender = (): boolean => {
  const probe = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><text x="2" y="16" font-size="16">Aa</text></svg>`
  return new Resvg(probe, options).render().pixels.some((byte) => byte !== 0)
}

if (!fontsRender()) {
  console.error("resvg found no font to draw text with; install fonts (e.g. fonts-liberation) and rerun")
  process.exit(1)
}

const sources = globSync("*/images/source/*.svg", { cwd: themesDirectory }).sort()
if (sources.length === 0) {
  console.error(`No SVG sources under ${themesDirectory}/*/images/source/`)
  process.exit(1)
}

for (const source of sources) {
  const svgPath = join(themesDirectory, source)
  const pngPath = join(dirname(dirname(svgPath)), `${basename(source, ".svg")}.png`)
  const rendered = new Resvg(readFileSync(svgPath, "utf8"), options).render()
  const png = rendered.asPng()
  writeFileSync(pngPath, png)
  console.log(`${source} -> ${rendered.width}×${rendered.height}, ${png.length} bytes`)
}
