import { describe, expect, test } from "vitest"
import { displayName } from "./display-name.ts"
import { greetingName } from "./greeting-name.ts"

const person = { firstName: "Alice", lastName: "Martin", companyName: "" }
const company = { firstName: "Nora", lastName: "Quinn", companyName: "Northwind Logistics" }

describe("displayName", () => {
  test("a company by its name, a person by first and last name", () => {
    expect(displayName(company)).toBe("Northwind Logistics")
    expect(displayName(person)).toBe("Alice Martin")
  })

  test("a blank company name counts as none; stray spaces go", () => {
    expect(displayName({ ...person, companyName: "   " })).toBe("Alice Martin")
    expect(displayName({ firstName: " Alice ", lastName: "", companyName: "" })).toBe("Alice")
    expect(displayName({ firstName: "", lastName: "Martin", companyName: "" })).toBe("Martin")
    expect(displayName({ firstName: "", lastName: "", companyName: "" })).toBe("")
  })
})

describe("greetingName", () => {
  test("a company by its name, a person by first name only", () => {
    expect(greetingName(company)).toBe("Northwind Logistics")
    expect(greetingName(person)).toBe("Alice")
    expect(greetingName({ ...person, companyName: " " })).toBe("Alice")
  })
})
