import { writeFile } from "node:fs/promises"
import { summaryOf } from "./check-result.ts"
import { junitXml } from "./junit.ts"
import { readOptions } from "./options.ts"
import { reportLine, summaryLine } from "./report.ts"
import { runConformance } from "./run.ts"

/**
 * `npm run conformance -- --api URL --username U --password P [...]`: checks a provider API against the
 * contract, one line per check, and exits 1 on any failure (2 when it cannot run).
 */
const main = async (): Promise<number> => {
  const argv = process.argv.slice(2)
  let options: ReturnType<typeof readOptions>
  try {
    options = readOptions(argv, process.env)
  } catch (error) {
    // A mistyped flag can turn the password into an "unexpected argument": no value reaches the terminal.
    const message = error instanceof Error ? error.message : String(error)
    const values = argv.filter((arg) => !arg.startsWith("-") && arg.length >= 4)
    const shown = values.reduce((text, value) => text.split(value).join("[hidden]"), message)
    process.stderr.write(`${shown}\n`)
    return 2
  }
  const started = performance.now()
  process.stdout.write(
    `Checking ${options.api} as ${options.username}${options.writes ? " (with writes)" : ""}\n`,
  )
  const results = await runConformance(options, (result) => process.stdout.write(`${reportLine(result)}\n`))
  const seconds = (performance.now() - started) / 1000
  const summary = summaryOf(results)
  process.stdout.write(`${summaryLine(summary)} (${seconds.toFixed(1)} s)\n`)
  if (options.junit !== undefined) await writeFile(options.junit, junitXml(results, seconds))
  return summary.failed > 0 ? 1 : 0
}

process.exitCode = await main()
