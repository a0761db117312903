import { readFile, stat } from "node:fs/promises"
import { join } from "node:path"
import { ImageFileName, ProviderTheme, ThemeSiteOverrides } from "@billpath/contract"
import { Result, Schema, SchemaIssue } from "effect"
import { imagePath } from "./image-path.ts"
import { isThemeId } from "./theme-id.ts"
import { type ThemeProblem, themeProblem } from "./theme-problem.ts"
import { themeIds, themeMarkerFile, themesDirectory } from "./themes-directory.ts"

/** A theme that decoded, or everything found wrong with it. */
export type ThemeLoad =
  | {
      readonly ok: true
      readonly id: string
      readonly theme: ProviderTheme
      /** sites.json: per-site logos and links; none when the theme has no such file. */
      readonly sites: ThemeSiteOverrides
    }
  | { readonly ok: false; readonly id: string; readonly problems: ReadonlyArray<ThemeProblem> }

/** The files of a theme folder and where their content sits in `ProviderTheme`. */
const themeFiles = [
  { file: "images.json", required: true },
  { file: "settings.json", required: true },
  { file: "styles.json", required: true },
  { file: "text/en.json", required: true },
  // French is optional in the contract (it falls back to English), so a theme may leave it out.
  { file: "text/fr.json", required: false },
  { file: "urls/en.json", required: true },
  { file: "urls/fr.json", required: false },
] as const

type ThemeFile = (typeof themeFiles)[number]["file"]

type FileRead =
  | { readonly kind: "json"; readonly value: unknown }
  | { readonly kind: "absent" }
  | { readonly kind: "unreadable"; readonly reason: string }

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

const isMissingFile = (error: unknown): boolean =>
  error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "ENOTDIR")

const readJson = async (path: string): Promise<FileRead> => {
  let content: string
  try {
    content = await readFile(path, "utf8")
  } catch (error) {
    return isMissingFile(error) ? { kind: "absent" } : { kind: "unreadable", reason: reasonOf(error) }
  }
  try {
    const value: unknown = JSON.parse(content)
    return { kind: "json", value }
  } catch (error) {
    return { kind: "unreadable", reason: `is not valid JSON (${reasonOf(error)})` }
  }
}

/** Only keys whose file was read, so a missing file is reported once, as a missing file. */
const present = (entries: ReadonlyArray<readonly [string, unknown]>): Record<string, unknown> =>
  Object.fromEntries(entries.filter(([, value]) => value !== undefined))

type PathSegment = PropertyKey | { readonly key: PropertyKey }

const segmentKey = (segment: PathSegment): PropertyKey =>
  typeof segment === "object" ? segment.key : segment

/** `["footerLinks", 5, "href"]` reads `footerLinks[5].href`. */
const fieldText = (path: ReadonlyArray<PropertyKey>): string =>
  path.reduce<string>((text, key) => {
    if (typeof key === "number") return `${text}[${key}]`
    return text === "" ? String(key) : `${text}.${String(key)}`
  }, "")

/** Which file a `ProviderTheme` path points into, and the field path inside that file. */
const locate = (path: ReadonlyArray<PropertyKey>): { readonly file: string; readonly field: string } => {
  const [part, language, ...rest] = path
  // Only a whole-theme issue has no first segment; the theme is always an object, so none arises.
  if (part === undefined) return { file: "theme", field: "" }
  if ((part === "text" || part === "urls") && typeof language === "string") {
    return { file: `${part}/${language}.json`, field: fieldText(rest) }
  }
  return { file: `${String(part)}.json`, field: fieldText(path.slice(1)) }
}

/** The schema's wording, turned to read after a field name ("colors.primary is missing"). */
const messageText = (message: string): string => {
  if (message === "Missing key") return "is missing"
  if (message === "Expected no excess property") return "is not a known field (misspelt?)"
  if (message.startsWith("Expected a value with "))
    return `must have ${message.slice("Expected a value with ".length)}`
  if (message.startsWith("Expected ")) return `must be ${message.slice("Expected ".length)}`
  return message
}

const describeIssue = SchemaIssue.makeFormatterStandardSchemaV1()

const isImageFileName = Schema.is(ImageFileName)

/** Every string in images.json with its path: the names of image files, wherever they sit. */
const stringLeaves = (
  value: unknown,
  path: ReadonlyArray<string> = [],
): ReadonlyArray<{ readonly path: ReadonlyArray<string>; readonly value: string }> => {
  if (typeof value === "string") return [{ path, value }]
  if (typeof value !== "object" || value === null || Array.isArray(value)) return []
  return Object.entries(value).flatMap(([key, inner]: [string, unknown]) =>
    stringLeaves(inner, [...path, key]),
  )
}

const isFile = async (path: string): Promise<boolean> => {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/**
 * Image names that are well formed but name no file. Checked on the raw images.json (or a site's images
 * in sites.json), so a missing image is reported even when some other field of the theme fails to
 * decode; malformed names are left to the schema.
 */
const missingImages = async (
  id: string,
  directory: string,
  images: unknown,
  file = "images.json",
  fieldPrefix: ReadonlyArray<string> = [],
): Promise<Array<ThemeProblem>> => {
  const problems: Array<ThemeProblem> = []
  for (const leaf of stringLeaves(images, fieldPrefix)) {
    if (!isImageFileName(leaf.value)) continue
    const path = imagePath(id, leaf.value, directory)
    if (path === undefined || !(await isFile(path))) {
      problems.push(
        themeProblem(
          `${id}/${file}`,
          leaf.path.join("."),
          `names images/${leaf.value}, which does not exist`,
        ),
      )
    }
  }
  return problems
}

/**
 * Reads a theme folder, decodes it with the contract's `ProviderTheme` and checks that its images
 * exist. Never throws for a bad theme: an unsafe or unknown id, a missing or malformed file and every
 * field the schema rejects come back as problems naming the file and the field.
 */
export const loadTheme = async (id: string, directory: string = themesDirectory): Promise<ThemeLoad> => {
  const failed = (problems: ReadonlyArray<ThemeProblem>): ThemeLoad => ({ ok: false, id, problems })
  if (!isThemeId(id)) {
    return failed([
      themeProblem(JSON.stringify(id), "", "is not a theme id (lowercase letters, digits and hyphens only)"),
    ])
  }
  if (!(await isFile(join(directory, id, themeMarkerFile)))) {
    const known = themeIds(directory).join(", ")
    return failed([
      themeProblem(id, "", `is not a theme in ${directory} (themes: ${known === "" ? "none" : known})`),
    ])
  }

  const problems: Array<ThemeProblem> = []
  const faultyFiles = new Set<string>()
  const contents = new Map<ThemeFile, unknown>()
  for (const { file, required } of themeFiles) {
    const read = await readJson(join(directory, id, file))
    if (read.kind === "json") {
      contents.set(file, read.value)
    } else if (read.kind === "unreadable") {
      faultyFiles.add(file)
      problems.push(themeProblem(`${id}/${file}`, "", read.reason))
    } else if (required) {
      faultyFiles.add(file)
      problems.push(themeProblem(`${id}/${file}`, "", "is missing"))
    }
  }

  const input = {
    ...present([
      ["images", contents.get("images.json")],
      ["settings", contents.get("settings.json")],
      ["styles", contents.get("styles.json")],
    ]),
    text: present([
      ["en", contents.get("text/en.json")],
      ["fr", contents.get("text/fr.json")],
    ]),
    urls: present([
      ["en", contents.get("urls/en.json")],
      ["fr", contents.get("urls/fr.json")],
    ]),
  }
  // Unknown keys are refused: in a hand-written theme they are typos of optional fields, which would
  // otherwise be dropped without a word.
  const decoded = Schema.decodeUnknownResult(ProviderTheme)(input, {
    errors: "all",
    onExcessProperty: "error",
  })
  if (Result.isFailure(decoded)) {
    const seen = new Set<string>()
    for (const issue of describeIssue(decoded.failure.issue).issues) {
      const { file, field } = locate((issue.path ?? []).map(segmentKey))
      if (faultyFiles.has(file)) continue
      const problem = themeProblem(`${id}/${file}`, field, messageText(issue.message))
      if (seen.has(problem.text)) continue
      seen.add(problem.text)
      problems.push(problem)
    }
  }
  problems.push(...(await missingImages(id, directory, contents.get("images.json"))))
  const sites = await loadSites(id, directory)
  problems.push(...sites.problems)

  if (problems.length > 0 || Result.isFailure(decoded) || sites.value === undefined) return failed(problems)
  return { ok: true, id, theme: decoded.success, sites: sites.value }
}

const sitesFile = "sites.json"

/** The images of each site in a raw sites.json, with the path to them: `lakeside-utilities-2.images`. */
const siteImages = (sites: unknown): ReadonlyArray<readonly [string, unknown]> =>
  typeof sites === "object" && sites !== null && !Array.isArray(sites)
    ? Object.entries(sites).flatMap(([key, site]: [string, unknown]) =>
        typeof site === "object" && site !== null && "images" in site ? [[key, site.images] as const] : [],
      )
    : []

/**
 * A theme's optional sites.json, decoded with the contract's `ThemeSiteOverrides` (keys and fields named
 * like the other files' problems), and each image it names checked to exist. No file: no overrides.
 */
const loadSites = async (
  id: string,
  directory: string,
): Promise<{
  readonly value: ThemeSiteOverrides | undefined
  readonly problems: ReadonlyArray<ThemeProblem>
}> => {
  const read = await readJson(join(directory, id, sitesFile))
  if (read.kind === "absent") return { value: {}, problems: [] }
  if (read.kind === "unreadable") {
    return { value: undefined, problems: [themeProblem(`${id}/${sitesFile}`, "", read.reason)] }
  }
  const problems: Array<ThemeProblem> = []
  const decoded = Schema.decodeUnknownResult(ThemeSiteOverrides)(read.value, {
    errors: "all",
    onExcessProperty: "error",
  })
  if (Result.isFailure(decoded)) {
    for (const issue of describeIssue(decoded.failure.issue).issues) {
      const field = fieldText((issue.path ?? []).map(segmentKey))
      problems.push(themeProblem(`${id}/${sitesFile}`, field, messageText(issue.message)))
    }
  }
  for (const [key, images] of siteImages(read.value)) {
    problems.push(...(await missingImages(id, directory, images, sitesFile, [key, "images"])))
  }
  return { value: Result.isSuccess(decoded) ? decoded.success : undefined, problems }
}
