import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { describe, expect, test } from "vitest"
import { frenchTypographyProblems, textsIn } from "./typography.ts"

const root = join(import.meta.dirname, "..", "..")

/**
 * Imported by address rather than by name: the web app and the mock server are type-checked under
 * their own settings, and this test only walks their values.
 */
const moduleAt = async (path: string): Promise<Record<string, unknown>> => {
  const loaded: unknown = await import(pathToFileURL(join(root, path)).href)
  if (typeof loaded !== "object" || loaded === null) throw new Error(`${path} is not a module`)
  return Object.fromEntries(Object.entries(loaded))
}

/** The French half of bilingual values: whatever sits under an `fr` key, at any depth. */
const frenchParts = (value: unknown, path: string): ReadonlyArray<readonly [string, unknown]> => {
  if (Array.isArray(value)) return value.flatMap((item, index) => frenchParts(item, `${path}[${index}]`))
  if (typeof value !== "object" || value === null) return []
  return Object.entries(value).flatMap(([key, item]) =>
    key === "fr" ? [[`${path}.fr`, item] as const] : frenchParts(item, `${path}.${key}`),
  )
}

const themeFrenchFiles = (): ReadonlyArray<string> =>
  readdirSync(join(root, "themes"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "src")
    .map((entry) => join("themes", entry.name, "text", "fr.json"))

/** Every French text the customer can meet, each with where it comes from. */
const allFrenchTexts = async (): Promise<ReadonlyArray<readonly [string, string]>> => {
  const sources: Array<readonly [string, unknown]> = []
  sources.push(["web fr", (await moduleAt("web/src/i18n/fr/index.ts")).default])
  sources.push(["web fr screens", (await moduleAt("web/src/i18n/screen-texts/fr-screens.ts")).default])
  for (const file of themeFrenchFiles())
    sources.push([file, JSON.parse(readFileSync(join(root, file), "utf8"))])
  const bilingualModules = [
    "mock-server/src/documents/bill-labels.ts",
    "mock-server/src/documents/csv-labels.ts",
    "mock-server/src/hosted-pay/texts.ts",
    "mock-server/src/handlers/payment-messages.ts",
    "mock-server/src/handlers/profile.ts",
    "mock-server/src/fixtures/security-questions.ts",
  ]
  for (const path of bilingualModules) sources.push(...frenchParts(await moduleAt(path), path))
  const messages = await moduleAt("mock-server/src/fixtures/system-messages.ts")
  const frenchMessage = messages.paperlessFrenchMessage
  if (typeof frenchMessage !== "function") throw new Error("paperlessFrenchMessage is gone")
  sources.push(["Bruno's system message", Reflect.apply(frenchMessage, undefined, ["1002003002"])])
  return sources.flatMap(([source, value]) =>
    textsIn(value).map(([path, text]) => [`${source} ${path}`, text] as const),
  )
}

describe("the checker", () => {
  test("accepts French written the portal's way", () => {
    expect(
      frenchTypographyProblems("Besoin d’aide\u202f? Langue\u202f: français\u202f; «\u202foui\u202f»\u202f!"),
    ).toEqual([])
    expect(frenchTypographyProblems("Voir https://exemple.ca à 7:30")).toEqual([])
    expect(frenchTypographyProblems("{view|{day: Mois précédent, *: Années précédentes}}")).toEqual([])
    expect(frenchTypographyProblems('<h2 class="a">Passez au sans papier</h2>')).toEqual([])
  })

  test.each([
    ["Nom d'utilisateur", "straight apostrophe"],
    ["Besoin d’aide?", 'before "?"'],
    ["Mise à jour réussie !", 'before "!"'],
    ["Langue\u00a0: français", 'before ":"'],
    ["Un ; deux", 'before ";"'],
    ["«oui\u202f»", "after «"],
    ["«\u202foui »", "before »"],
    ["Passez au sans-papier", '"sans papier"'],
  ])("refuses %j", (text, problem) => {
    expect(frenchTypographyProblems(text).join("\n")).toContain(problem)
  })
})

describe("every French text", () => {
  test("uses the typographic apostrophe, narrow no-break spaces and one spelling per term", async () => {
    const texts = await allFrenchTexts()
    // The walk reaches every source: the web's texts alone are some two hundred.
    expect(texts.length).toBeGreaterThan(300)
    const problems = texts.flatMap(([where, text]) =>
      frenchTypographyProblems(text).map((problem) => `${where}: ${problem}`),
    )
    expect(problems).toEqual([])
  })
})
