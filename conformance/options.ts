import { parseArgs } from "node:util"

export interface ConformanceOptions {
  /** The provider API's base URL, under which /login, /accounts … live. */
  readonly api: string
  /** The portal's own host (config.json, texts, theme), when those are to be checked too. */
  readonly site: string | undefined
  readonly username: string
  readonly password: string
  /** The customer's account number and one of its service IDs, for the "already registered" lookup. */
  readonly account: { readonly number: string; readonly service: string } | undefined
  readonly writes: boolean
  readonly junit: string | undefined
}

export const usage = `Usage: npm run conformance -- --api URL --username U --password P
  [--account N --service S] [--site URL] [--writes] [--junit FILE]
The password may come from CONFORMANCE_PASSWORD instead of --password.`

const isHttpUrl = (text: string): boolean => {
  try {
    const url = new URL(text)
    return url.protocol === "http:" || url.protocol === "https:"
  } catch {
    return false
  }
}

const parseArgsWithUsage = (argv: ReadonlyArray<string>) => {
  try {
    return parseArgs({
      args: [...argv],
      options: {
        api: { type: "string" },
        site: { type: "string" },
        username: { type: "string" },
        password: { type: "string" },
        account: { type: "string" },
        service: { type: "string" },
        writes: { type: "boolean" },
        junit: { type: "string" },
      },
      strict: true,
    })
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${usage}`)
  }
}

/** Reads the command line; throws with what is wrong and the usage when it cannot be run. */
export const readOptions = (
  argv: ReadonlyArray<string>,
  env: Readonly<Record<string, string | undefined>>,
): ConformanceOptions => {
  const { values } = parseArgsWithUsage(argv)
  const password = values.password ?? env.CONFORMANCE_PASSWORD
  const problems = [
    values.api === undefined || !isHttpUrl(values.api) ? "--api must be an http(s) URL" : undefined,
    values.site !== undefined && !isHttpUrl(values.site) ? "--site must be an http(s) URL" : undefined,
    values.username === undefined || values.username === "" ? "--username is required" : undefined,
    password === undefined || password === "" ? "--password is required" : undefined,
    (values.account === undefined) !== (values.service === undefined)
      ? "--account and --service go together"
      : undefined,
  ].filter((problem) => problem !== undefined)
  if (
    problems.length > 0 ||
    values.api === undefined ||
    values.username === undefined ||
    password === undefined
  ) {
    throw new Error(`${problems.join("; ")}\n${usage}`)
  }
  return {
    api: values.api,
    site: values.site,
    username: values.username,
    password,
    account:
      values.account === undefined || values.service === undefined
        ? undefined
        : { number: values.account, service: values.service },
    writes: values.writes === true,
    junit: values.junit,
  }
}
