// Checks every provider theme: it must decode with the contract's ProviderTheme, name only images that
// exist, meet the WCAG AA colour contrasts and name only system fonts. Prints one line per theme followed by its problems,
// and exits 1 when any theme has one. Usage: node scripts/check-themes.ts [themes directory]
import { resolve } from "node:path"
import {
  contrastProblems,
  fontProblems,
  loadTheme,
  type ThemeProblem,
  themeIds,
  themesDirectory,
} from "../themes/src/index.ts"

const directory = resolve(process.argv[2] ?? themesDirectory)
const ids = themeIds(directory)
if (ids.length === 0) {
  console.error(`${directory}: no themes (a theme is a folder with a settings.json)`)
  process.exit(1)
}

let failures = 0
for (const id of ids) {
  const loaded = await loadTheme(id, directory)
  const problems: ReadonlyArray<ThemeProblem> = loaded.ok
    ? [...contrastProblems(id, loaded.theme.styles), ...fontProblems(id, loaded.theme.styles)]
    : loaded.problems
  if (problems.length === 0) {
    console.log(`${id}: ok`)
    continue
  }
  failures += 1
  console.log(`${id}: ${problems.length} problem${problems.length === 1 ? "" : "s"}`)
  for (const problem of problems) console.log(`  ${problem.text}`)
}
process.exitCode = failures === 0 ? 0 : 1
