import { describe, expect, it } from "vitest"
import { applyKey } from "./type-into.ts"

const at = (value: string, start = value.length, end = start) => ({ value, start, end })

describe("what a key of the on-screen keypad does to a field", () => {
  it("types at the caret and moves it on", () => {
    expect(applyKey(at("10023", 3), { kind: "insert", text: "9" }, -1)).toEqual({
      value: "100923",
      start: 4,
      end: 4,
    })
  })

  it("replaces the selection with what is typed", () => {
    expect(applyKey(at("WTR-77810", 0, 3), { kind: "insert", text: "X" }, -1)).toEqual(at("X-77810", 1))
  })

  it("stops at the field's maximum length, as a keyboard does", () => {
    expect(applyKey(at("1234"), { kind: "insert", text: "5" }, 4)).toEqual(at("1234"))
    expect(applyKey(at("1234", 0, 2), { kind: "insert", text: "9" }, 4)).toEqual(at("934", 1))
  })

  it("deletes the character before the caret, or the selection", () => {
    expect(applyKey(at("1002"), { kind: "backspace" }, -1)).toEqual(at("100"))
    expect(applyKey(at("1002", 0), { kind: "backspace" }, -1)).toEqual(at("1002", 0))
    expect(applyKey(at("1002", 1, 3), { kind: "backspace" }, -1)).toEqual(at("12", 1))
  })

  it("clears the field", () => {
    expect(applyKey(at("1002003003", 4), { kind: "clear" }, -1)).toEqual(at(""))
  })
})
