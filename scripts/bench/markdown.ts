/** Tables for docs/benchmarks.md and the console. */

/**
 * A Markdown table: the first `textColumns` columns left-aligned, the figures after them right-aligned,
 * every column padded to its widest cell, as Biome formats Markdown (so `npm run lint` accepts the file).
 */
export const table = (
  header: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<string>>,
  textColumns = 1,
): string => {
  const escaped = [header, ...rows].map((cells) => cells.map((cell) => cell.replaceAll("|", "\\|")))
  const widths = header.map((_, column) =>
    Math.max(3, ...escaped.map((cells) => (cells[column] ?? "").length)),
  )
  const isText = (column: number) => column < textColumns
  const line = (cells: ReadonlyArray<string>) =>
    `| ${widths
      .map((width, column) =>
        isText(column) ? (cells[column] ?? "").padEnd(width) : (cells[column] ?? "").padStart(width),
      )
      .join(" | ")} |`
  const rule = `| ${widths.map((width, column) => (isText(column) ? "-".repeat(width) : `${"-".repeat(width - 1)}:`)).join(" | ")} |`
  const [head, ...body] = escaped
  return [line(head ?? []), rule, ...body.map(line)].join("\n")
}

/** A figure with a fixed number of decimals, or a dash when there is none. */
export const figure = (value: number | undefined, decimals = 0): string =>
  value === undefined
    ? "–"
    : value.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals })

export const ratio = (numerator: number | undefined, denominator: number | undefined): string =>
  numerator === undefined || denominator === undefined || denominator === 0
    ? "–"
    : `${(numerator / denominator).toFixed(2)}×`
