import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import SwaggerParser from "@apidevtools/swagger-parser"
import { describe, expect, test } from "vitest"
import { needsToken } from "./endpoints/derive.ts"
import { endpointList } from "./endpoints/index.ts"
import { openApiDocument, openApiPath } from "./openapi.ts"

const document = openApiDocument()

const operationOf = (path: string, method: string, host: "api" | "site" = "api"): Record<string, unknown> => {
  const item = document.paths[host === "api" ? `/api${path}` : path]
  const operation = item?.[method.toLowerCase()]
  if (typeof operation !== "object" || operation === null) throw new Error(`no ${method} ${path}`)
  return Object.fromEntries(Object.entries(operation))
}

const responseCodes = (operation: Record<string, unknown>): ReadonlyArray<string> => {
  const responses = operation.responses
  return typeof responses === "object" && responses !== null ? Object.keys(responses) : []
}

describe("the OpenAPI document", () => {
  // A child process and a full validation: seconds on a busy shared machine.
  test("npm run openapi writes it, and a third-party validator accepts it as OpenAPI 3.1", {
    timeout: 30_000,
  }, async () => {
    const target = join(mkdtempSync(join(tmpdir(), "openapi-")), "openapi.json")
    execFileSync(process.execPath, ["scripts/write-openapi.ts", target], {
      cwd: join(import.meta.dirname, "../.."),
    })
    expect(JSON.parse(readFileSync(target, "utf8"))).toEqual(JSON.parse(JSON.stringify(document)))
    const validated = await SwaggerParser.validate(target)
    expect("openapi" in validated && validated.openapi).toBe("3.1.0")
  })

  test.each(endpointList.map((declared) => [declared.name, declared] as const))(
    "lists %s with its success and every 4xx status",
    (_, declared) => {
      const operation = operationOf(declared.path, declared.method, declared.host)
      expect(document.paths[openApiPath(declared)]).toBeDefined()
      expect(operation.operationId).toBe(declared.name)
      const codes = responseCodes(operation)
      expect(codes).toContain(declared.success.kind === "empty" ? "204" : "200")
      expect(codes).toContain("400")
      for (const meaning of declared.errors) expect(codes).toContain(String(meaning.status))
      expect(codes.includes("401")).toBe(needsToken(declared))
      expect(codes.includes("415")).toBe(declared.body !== undefined)
    },
  )

  test("downloads are declared as files with their names", () => {
    const bill = operationOf("/bills/download", "GET")
    expect(JSON.stringify(bill.responses)).toContain("application/pdf")
    expect(JSON.stringify(operationOf("/charges/download", "GET").responses)).toContain("charges.csv")
  })

  test("field rules that are patterns reach the document", () => {
    const schemas = JSON.stringify(document.components.schemas)
    expect(schemas).toContain("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$")
    expect(JSON.stringify(operationOf("/login", "GET").parameters)).toContain('"maxLength":200')
  })

  test("declares its servers, and its paths start at the host's root, so tools route without help", () => {
    expect(document.servers.map((server) => server.url)).toEqual(["/", "http://127.0.0.1:8080"])
    expect(Object.keys(document.paths)).toContain("/api/login")
    expect(Object.keys(document.paths)).toContain("/config.json")
    for (const item of Object.values(document.paths)) expect(item).not.toHaveProperty("servers")
  })

  test("the rules an earlier probe found missing are in the document", () => {
    const login = JSON.stringify(operationOf("/login", "GET").parameters)
    // The password travels as base64url; the username is not blank and has no symbols.
    expect(login).toContain("^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$")
    expect(login).toContain('"pattern":"\\\\S"')
    expect(login).toContain("[nN][uU][lL][lL]")
    expect(login).toContain("\\\\p{Script=Cyrillic}")
    const schemas = JSON.stringify(document.components.schemas)
    // Username at least 6, a routing number of exactly 9, real calendar days.
    expect(schemas).toContain('{"maxLength":0},{"minLength":6}')
    expect(schemas).toContain('{"maxLength":0},{"minLength":9,"maxLength":9}')
    expect(schemas).toContain("(?:[02468][048]|[13579][26])00)-02-29")
  })
})
