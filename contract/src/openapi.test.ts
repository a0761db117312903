import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import SwaggerParser from "@apidevtools/swagger-parser"
import { describe, expect, test } from "vitest"
import { needsToken } from "./endpoints/derive.ts"
import { endpointList } from "./endpoints/list.ts"
import { openApiDocument } from "./openapi.ts"

const document = openApiDocument()

const operationOf = (path: string, method: string): Record<string, unknown> => {
  const item = document.paths[path]
  const operation = item?.[method.toLowerCase()]
  if (typeof operation !== "object" || operation === null) throw new Error(`no ${method} ${path}`)
  return Object.fromEntries(Object.entries(operation))
}

const responseCodes = (operation: Record<string, unknown>): ReadonlyArray<string> => {
  const responses = operation.responses
  return typeof responses === "object" && responses !== null ? Object.keys(responses) : []
}

describe("the OpenAPI document", () => {
  test("npm run openapi writes it, and a third-party validator accepts it as OpenAPI 3.1", async () => {
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
      const operation = operationOf(declared.path, declared.method)
      expect(operation.operationId).toBe(declared.name)
      const codes = responseCodes(operation)
      expect(codes).toContain(declared.success.kind === "empty" ? "204" : "200")
      expect(codes).toContain("400")
      for (const meaning of declared.errors) expect(codes).toContain(String(meaning.status))
      expect(codes.includes("401")).toBe(needsToken(declared))
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
})
