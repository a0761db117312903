/** Tables for docs/benchmarks.md and the console. */

/** A Markdown table: the first `textColumns` columns left-aligned, the figures after them right-aligned. */
export const table = (
  header: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<string>>,
  textColumns = 1,
): string => {
  const line = (cells: ReadonlyArray<string>) =>
    `| ${cells.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`
  const rule = `|${header.map((_, column) => (column < textColumns ? " --- " : " ---: ")).join("|")}|`
  return [line(header), rule, ...rows.map(line)].join("\n")
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
