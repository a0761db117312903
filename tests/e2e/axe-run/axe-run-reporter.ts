/**
 * A Playwright reporter that writes the figures of the run's accessibility checks to the file the web
 * build shows them from (web/src/features/about/last-axe-run.gen.json), after a full run that passed only: a
 * run of one spec file, a `-g` filter, a shard or a failed run leaves the last full run's figures as
 * they are (docs/decisions/038-accessibility-statement.md).
 */
import { readdirSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from "@playwright/test/reporter"
import { Schema } from "effect"
import { AxeCheck, axeCheckAttachment } from "./axe-check.ts"
import { summarizeAxeRun } from "./summarize-axe-run.ts"

export const lastRunFile = join(
  import.meta.dirname,
  "..",
  "..",
  "..",
  "web",
  "src",
  "features",
  "about",
  "last-axe-run.gen.json",
)

const decodeCheck = Schema.decodeUnknownSync(AxeCheck)

/** Every spec file of a folder and its subfolders, relative to it. */
const specFilesUnder = (directory: string): ReadonlyArray<string> =>
  readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".spec.ts"))
    .sort()

/**
 * Options of `playwright test` that run part of the suite. A `-g` filter does not show in the config the
 * reporter is handed (Playwright applies it to the suite beforehand), so the command line is read for it.
 */
const partialRunOptions = ["-g", "--grep", "--grep-invert", "--last-failed", "--only-changed", "--shard"]

/** Why a run is not a full one, or undefined when it is. */
export const whyNotFull = (
  config: FullConfig,
  suite: Suite,
  commandLine: ReadonlyArray<string>,
): string | undefined => {
  const option = commandLine.find((argument) =>
    partialRunOptions.some((partial) => argument === partial || argument.startsWith(`${partial}=`)),
  )
  if (option !== undefined) return `${option} chose part of the suite`
  if (config.shard !== null) return "it is one shard of the suite"
  const project = config.projects[0]
  if (project === undefined) return "it has no project"
  const ran = new Set(suite.allTests().map((test) => relative(project.testDir, test.location.file)))
  const missing = specFilesUnder(project.testDir).filter((file) => !ran.has(file))
  return missing.length === 0 ? undefined : `it left out ${missing.length} spec file(s), ${missing[0]} first`
}

export default class AxeRunReporter implements Reporter {
  private readonly checks: Array<AxeCheck> = []
  private notFull: string | undefined

  onBegin(config: FullConfig, suite: Suite): void {
    this.notFull = whyNotFull(config, suite, process.argv)
  }

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const attachment of result.attachments) {
      if (attachment.name !== axeCheckAttachment || attachment.body === undefined) continue
      this.checks.push(decodeCheck(JSON.parse(attachment.body.toString("utf8"))))
    }
  }

  onEnd(result: FullResult): void {
    const why = this.notFull ?? (result.status === "passed" ? undefined : `it ended ${result.status}`)
    const where = relative(process.cwd(), lastRunFile)
    if (why !== undefined) {
      console.log(`Accessibility figures: ${where} kept as it is, because ${why}.`)
      return
    }
    const summary = summarizeAxeRun(this.checks, new Date())
    writeFileSync(lastRunFile, `${JSON.stringify(summary, null, 2)}\n`)
    console.log(`Accessibility figures: ${summary.screenStates} screen states written to ${where}.`)
  }

  printsToStdio(): boolean {
    return false
  }
}
