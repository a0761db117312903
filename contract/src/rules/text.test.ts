import { Schema } from "effect"
import { describe, expect, test } from "vitest"
import { fieldMessages } from "./messages.ts"
import { hasNoSymbols, hasWordNullOnlyWhenNormalised } from "./no-symbols.ts"
import { fieldProblems, firstProblemKey } from "./problems.ts"
import {
  alphanumericWithHyphenField,
  amountField,
  isAmount,
  noSymbols,
  numericField,
  textField,
} from "./text.ts"

const forbiddenSymbols = ["{", "}", "<", ">", "#", "$", "%", ";", '"', "|", "[", "]"] as const

const controlCharacters = [
  ["NUL", "\u0000"],
  ["line feed", "\n"],
  ["tab", "\t"],
  ["DEL", "\u007f"],
  ["carriage return", "\r"],
  ["unit separator", "\u001f"],
  ["escape", "\u001b"],
] as const

const noSymbolsText = Schema.String.check(noSymbols)

describe("hasNoSymbols", () => {
  test("plain text passes", () => {
    expect(hasNoSymbols("Caisse Populaire")).toBe(true)
    expect(hasNoSymbols("")).toBe(true)
  })

  test("common punctuation that is not forbidden passes", () => {
    expect(hasNoSymbols("O'Brien & Sons, Inc. (east) - 50/50 @ 100! ~ ^ * + = ? _ : \\")).toBe(true)
  })

  test("accented letters pass", () => {
    expect(hasNoSymbols("Hélène Côté")).toBe(true)
  })

  test.each(forbiddenSymbols)("the symbol %s is rejected", (symbol) => {
    expect(hasNoSymbols(`ab${symbol}cd`)).toBe(false)
    expect(hasNoSymbols(symbol)).toBe(false)
    expect(hasNoSymbols(`${symbol}abc`)).toBe(false)
    expect(hasNoSymbols(`abc${symbol}`)).toBe(false)
  })

  test.each(controlCharacters)("the control character %s is rejected", (_name, character) => {
    expect(hasNoSymbols(`ab${character}cd`)).toBe(false)
    expect(hasNoSymbols(character)).toBe(false)
  })

  test("the space is not a control character", () => {
    expect(hasNoSymbols("a b")).toBe(true)
  })

  // Spec §5 forbids "control characters"; U+0080 to U+009F (C1, e.g. NEL and CSI) are control
  // characters as much as U+0000 to U+001F are.
  test.each([
    ["NEL", "\u0085"],
    ["CSI", "\u009b"],
  ] as const)("the C1 control character %s is rejected", (_name, character) => {
    expect(hasNoSymbols(`ab${character}cd`)).toBe(false)
  })

  test.each(["null", "NULL", "Null", "nUlL", "is null here", "null value", "value null", "(null)", "null."])(
    "the word null is rejected: %j",
    (text) => {
      expect(hasNoSymbols(text)).toBe(false)
    },
  )

  test.each(["nullable", "annulled", "Nullify", "ANNULL", "nul", "nu ll", "n-u-l-l"])(
    "null inside another word, or not spelled out, passes: %j",
    (text) => {
      expect(hasNoSymbols(text)).toBe(true)
    },
  )
})

describe("noSymbols", () => {
  test.each(forbiddenSymbols)("fails with register.fieldNoSymbols for %s", (symbol) => {
    expect(fieldProblems(noSymbolsText)(`Bank ${symbol} One`)).toEqual([
      { path: "", key: "register.fieldNoSymbols", text: fieldMessages["register.fieldNoSymbols"] },
    ])
  })

  test.each(controlCharacters)("fails with register.fieldNoSymbols for %s", (_name, character) => {
    expect(firstProblemKey(noSymbolsText)(`Bank${character}One`)).toBe("register.fieldNoSymbols")
  })

  test("fails with register.fieldNoSymbols for the word null", () => {
    expect(firstProblemKey(noSymbolsText)("NULL")).toBe("register.fieldNoSymbols")
    expect(firstProblemKey(noSymbolsText)("is null here")).toBe("register.fieldNoSymbols")
  })

  test("passes text without symbols, and the empty string", () => {
    expect(fieldProblems(noSymbolsText)("nullable annulled")).toEqual([])
    expect(fieldProblems(noSymbolsText)("")).toEqual([])
  })
})

describe("textField", () => {
  const optional = textField({ max: 10 })
  const mandatory = textField({ max: 10, required: true })

  test("an optional field accepts the empty string", () => {
    expect(fieldProblems(optional)("")).toEqual([])
  })

  test("a required field rejects the empty string and blank text", () => {
    expect(firstProblemKey(mandatory)("")).toBe("validation.fieldRequired")
    expect(firstProblemKey(mandatory)("   ")).toBe("validation.fieldRequired")
    expect(fieldProblems(mandatory)("x")).toEqual([])
  })

  test("a required field can name its own message", () => {
    const named = textField({ max: 10, required: true, requiredKey: "register.fieldSecurityQuestion" })
    expect(firstProblemKey(named)("")).toBe("register.fieldSecurityQuestion")
  })

  test("the maximum length is inclusive", () => {
    expect(fieldProblems(optional)("a".repeat(10))).toEqual([])
    expect(fieldProblems(optional)("a".repeat(11))).toEqual([
      { path: "", key: "validation.fieldTooLong", text: fieldMessages["validation.fieldTooLong"] },
    ])
    expect(firstProblemKey(mandatory)("a".repeat(11))).toBe("validation.fieldTooLong")
  })

  test.each(forbiddenSymbols)("rejects %s by default", (symbol) => {
    expect(firstProblemKey(optional)(`a${symbol}b`)).toBe("register.fieldNoSymbols")
    expect(firstProblemKey(mandatory)(`a${symbol}b`)).toBe("register.fieldNoSymbols")
  })

  test("rejects control characters and the word null by default", () => {
    expect(firstProblemKey(optional)("a\tb")).toBe("register.fieldNoSymbols")
    expect(firstProblemKey(optional)("Null")).toBe("register.fieldNoSymbols")
    expect(fieldProblems(optional)("annulled")).toEqual([])
  })

  test("symbols are allowed when noSymbols is false, the length still counts", () => {
    const free = textField({ max: 10, noSymbols: false })
    expect(fieldProblems(free)("{a}<b>#$%;")).toEqual([])
    expect(fieldProblems(free)("null")).toEqual([])
    expect(firstProblemKey(free)("{".repeat(11))).toBe("validation.fieldTooLong")
  })

  test("rejects what is not a string", () => {
    expect(firstProblemKey(optional)(12)).toBe("validation.invalid")
    expect(firstProblemKey(optional)(null)).toBe("validation.invalid")
  })
})

describe("numericField", () => {
  const optional = numericField({ max: 5, key: "register.fieldNumeric" })
  const mandatory = numericField({ max: 5, required: true, key: "autopay.fieldNumericAccount" })

  test("digits pass", () => {
    expect(fieldProblems(optional)("01234")).toEqual([])
    expect(fieldProblems(mandatory)("9")).toEqual([])
  })

  test.each(["12a", "1 2", "-12", "1.5", "+1", "1,0", "١٢", "１２"])(
    "%j fails with the field's key",
    (text) => {
      expect(fieldProblems(optional)(text)).toEqual([
        { path: "", key: "register.fieldNumeric", text: fieldMessages["register.fieldNumeric"] },
      ])
      expect(firstProblemKey(mandatory)(text)).toBe("autopay.fieldNumericAccount")
    },
  )

  test("empty passes unless required", () => {
    expect(fieldProblems(optional)("")).toEqual([])
    expect(firstProblemKey(mandatory)("")).toBe("validation.fieldRequired")
  })

  test("the maximum length is inclusive", () => {
    expect(fieldProblems(optional)("12345")).toEqual([])
    expect(firstProblemKey(optional)("123456")).toBe("validation.fieldTooLong")
  })
})

describe("alphanumericWithHyphenField", () => {
  const field = alphanumericWithHyphenField({ max: 12, required: true, key: "register.fieldValidServiceId" })

  test.each(["TEL-5550101", "abc", "123", "A-B-C", "-", "x9-Y8"])("%j passes", (text) => {
    expect(fieldProblems(field)(text)).toEqual([])
  })

  test.each(["TEL 555", "TEL_555", "TEL.555", "TEL/555", "TEL#5", "TEL\n5"])(
    "%j fails with the field's key",
    (text) => {
      expect(fieldProblems(field)(text)).toEqual([
        {
          path: "",
          key: "register.fieldValidServiceId",
          text: fieldMessages["register.fieldValidServiceId"],
        },
      ])
    },
  )

  test("required and bounded", () => {
    expect(firstProblemKey(field)("")).toBe("validation.fieldRequired")
    expect(fieldProblems(field)("A".repeat(12))).toEqual([])
    expect(firstProblemKey(field)("A".repeat(13))).toBe("validation.fieldTooLong")
  })

  test("empty passes when not required", () => {
    const optional = alphanumericWithHyphenField({ max: 12, key: "register.fieldValidServiceId" })
    expect(fieldProblems(optional)("")).toEqual([])
  })
})

const validAmounts = ["-12.5", "0.00", "-0.1", "0", "12", "45.00", "1000", "-7", "99.9", "007.50"] as const
const invalidAmounts = [
  "12.345",
  "12.",
  ".5",
  "1,000",
  "-",
  "--1",
  "+5",
  "1.2.3",
  "12 ",
  " 12",
  "$5",
  "1e3",
  "abc",
]

describe("isAmount", () => {
  test.each(validAmounts)("%j is an amount", (text) => {
    expect(isAmount(text)).toBe(true)
  })

  test.each(invalidAmounts)("%j is not an amount", (text) => {
    expect(isAmount(text)).toBe(false)
  })

  test("the empty string is not an amount", () => {
    expect(isAmount("")).toBe(false)
  })
})

describe("amountField", () => {
  const optional = amountField({ max: 8, key: "register.fieldCurrency" })
  const mandatory = amountField({ max: 8, required: true, key: "register.fieldCurrency" })

  test.each(validAmounts)("%j passes", (text) => {
    expect(fieldProblems(optional)(text)).toEqual([])
    expect(fieldProblems(mandatory)(text)).toEqual([])
  })

  test.each(invalidAmounts)("%j fails with the field's key", (text) => {
    expect(fieldProblems(optional)(text)).toEqual([
      { path: "", key: "register.fieldCurrency", text: fieldMessages["register.fieldCurrency"] },
    ])
  })

  test("empty passes unless required", () => {
    expect(fieldProblems(optional)("")).toEqual([])
    expect(firstProblemKey(mandatory)("")).toBe("validation.fieldRequired")
  })

  test("the maximum length is inclusive", () => {
    expect(fieldProblems(optional)("-1234.56")).toEqual([])
    expect(firstProblemKey(optional)("-12345.67")).toBe("validation.fieldTooLong")
  })
})

describe("the word null only after NFKC (the one no-symbols case the OpenAPI document cannot say)", () => {
  test("written in compatibility characters, and not when it is there as typed", () => {
    expect(hasWordNullOnlyWhenNormalised("ｎｕｌｌ")).toBe(true)
    expect(hasWordNullOnlyWhenNormalised("nuℓℓ")).toBe(true)
    expect(hasWordNullOnlyWhenNormalised("null")).toBe(false)
    expect(hasWordNullOnlyWhenNormalised("nullify")).toBe(false)
    expect(hasWordNullOnlyWhenNormalised("Annulled")).toBe(false)
  })
})
