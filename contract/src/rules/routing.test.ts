import { describe, expect, test } from "vitest"
import { type DirectDebitSettings, directDebitForm } from "../forms/direct-debit.ts"
import { fieldMessages } from "./messages.ts"
import { fieldProblems, firstProblemKey } from "./problems.ts"
import {
  combineSplitRouting,
  hasValidRoutingChecksum,
  hasValidSplitRouting,
  routingNumberField,
} from "./routing.ts"

const publishedRoutingNumbers = ["011000015", "021000021", "026009593", "121000358"] as const

const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1]

/** The weighted sum spec §5 describes, computed independently of the rule under test. */
const weightedSum = (digits: string): number =>
  Array.from(digits).reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0)

/** Completes eight digits with the ninth that makes the weighted sum a multiple of 10 (its weight is 1). */
const withCheckDigit = (firstEight: string): string =>
  `${firstEight}${(10 - (weightedSum(firstEight) % 10)) % 10}`

/** Every number differing from `routingNumber` in exactly one digit: 9 positions × 9 other digits. */
const singleDigitChanges = (routingNumber: string): ReadonlyArray<string> =>
  Array.from(routingNumber).flatMap((original, position) =>
    Array.from("0123456789")
      .filter((digit) => digit !== original)
      .map((digit) => `${routingNumber.slice(0, position)}${digit}${routingNumber.slice(position + 1)}`),
  )

const allowedPrefix = (prefix: number): boolean =>
  (prefix >= 1 && prefix <= 12) || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72)

const twoDigits = (value: number): string => String(value).padStart(2, "0")

describe("hasValidRoutingChecksum", () => {
  test.each(publishedRoutingNumbers)("the published routing number %s is accepted", (routingNumber) => {
    expect(weightedSum(routingNumber) % 10).toBe(0)
    expect(hasValidRoutingChecksum(routingNumber)).toBe(true)
  })

  test.each(publishedRoutingNumbers)("every single-digit change of %s is rejected", (routingNumber) => {
    const changes = singleDigitChanges(routingNumber)
    expect(changes).toHaveLength(81)
    expect(new Set(changes).size).toBe(81)
    expect(changes).not.toContain(routingNumber)
    expect(changes.filter(hasValidRoutingChecksum)).toEqual([])
  })

  test.each([0, 13, 20, 33, 60, 73])("a valid weighted sum with the prefix %i is rejected", (prefix) => {
    const routingNumber = withCheckDigit(`${twoDigits(prefix)}123456`)
    expect(routingNumber).toHaveLength(9)
    expect(weightedSum(routingNumber) % 10).toBe(0)
    expect(weightedSum(routingNumber)).toBeGreaterThan(0)
    expect(hasValidRoutingChecksum(routingNumber)).toBe(false)
  })

  test.each([1, 9, 10, 12, 21, 29, 32, 61, 68, 72])(
    "a valid weighted sum with the prefix %i is accepted",
    (prefix) => {
      const routingNumber = withCheckDigit(`${twoDigits(prefix)}123456`)
      expect(weightedSum(routingNumber) % 10).toBe(0)
      expect(hasValidRoutingChecksum(routingNumber)).toBe(true)
    },
  )

  test("over all 100 prefixes, exactly 01-12, 21-32 and 61-72 are accepted", () => {
    const accepted = Array.from({ length: 100 }, (_, prefix) => prefix).filter((prefix) =>
      hasValidRoutingChecksum(withCheckDigit(`${twoDigits(prefix)}987654`)),
    )
    expect(accepted).toEqual(Array.from({ length: 100 }, (_, prefix) => prefix).filter(allowedPrefix))
    expect(accepted).toHaveLength(36)
  })

  test("000000000 is rejected (weighted sum 0)", () => {
    expect(hasValidRoutingChecksum("000000000")).toBe(false)
  })

  test("a sum that is not a multiple of 10 is rejected", () => {
    expect(hasValidRoutingChecksum("021000022")).toBe(false)
    expect(hasValidRoutingChecksum("123456789")).toBe(false)
  })

  test.each(["", "02100002", "0210000210", "02100002a", "0210000-1", " 21000021", "021 00021"])(
    "%j is not a nine-digit number and is rejected",
    (text) => {
      expect(hasValidRoutingChecksum(text)).toBe(false)
    },
  )
})

describe("routingNumberField", () => {
  const plain = routingNumberField({ validateRoutingNumber: false })
  const checked = routingNumberField({ validateRoutingNumber: true })

  test("a non-numeric number gives autopay.fieldNumericRouting", () => {
    expect(fieldProblems(plain)("12345678a")).toEqual([
      {
        path: "",
        key: "autopay.fieldNumericRouting",
        text: fieldMessages["autopay.fieldNumericRouting"],
      },
    ])
    expect(firstProblemKey(checked)("12345678a")).toBe("autopay.fieldNumericRouting")
  })

  test("a wrong length gives autopay.fieldLengthRouting", () => {
    expect(fieldProblems(plain)("12345678")).toEqual([
      { path: "", key: "autopay.fieldLengthRouting", text: fieldMessages["autopay.fieldLengthRouting"] },
    ])
    expect(firstProblemKey(plain)("1234567890")).toBe("autopay.fieldLengthRouting")
    expect(firstProblemKey(checked)("12345678")).toBe("autopay.fieldLengthRouting")
    expect(firstProblemKey(checked)("0210000210")).toBe("autopay.fieldLengthRouting")
  })

  test("empty is required", () => {
    expect(firstProblemKey(plain)("")).toBe("validation.fieldRequired")
    expect(firstProblemKey(checked)("")).toBe("validation.fieldRequired")
  })

  test("a bad checksum gives autopay.fieldInvalidRouting only when validateRoutingNumber is set", () => {
    expect(fieldProblems(checked)("021000022")).toEqual([
      { path: "", key: "autopay.fieldInvalidRouting", text: fieldMessages["autopay.fieldInvalidRouting"] },
    ])
    expect(fieldProblems(plain)("021000022")).toEqual([])
    expect(firstProblemKey(checked)("000000000")).toBe("autopay.fieldInvalidRouting")
    expect(fieldProblems(plain)("000000000")).toEqual([])
  })

  test("a bad prefix gives autopay.fieldInvalidRouting when validateRoutingNumber is set", () => {
    const badPrefix = withCheckDigit("13123456")
    expect(firstProblemKey(checked)(badPrefix)).toBe("autopay.fieldInvalidRouting")
    expect(fieldProblems(plain)(badPrefix)).toEqual([])
  })

  test.each(publishedRoutingNumbers)("the published routing number %s passes both ways", (routingNumber) => {
    expect(fieldProblems(plain)(routingNumber)).toEqual([])
    expect(fieldProblems(checked)(routingNumber)).toEqual([])
  })

  test.each(publishedRoutingNumbers)(
    "every single-digit change of %s fails the checked field",
    (routingNumber) => {
      const keys = new Set(singleDigitChanges(routingNumber).map(firstProblemKey(checked)))
      expect([...keys]).toEqual(["autopay.fieldInvalidRouting"])
    },
  )
})

/** The first transit number that makes a valid split routing number with `institution`. */
const findValidTransit = (institution: string): string | undefined =>
  Array.from({ length: 100000 }, (_, value) => String(value).padStart(5, "0")).find((transit) =>
    hasValidSplitRouting(institution, transit),
  )

/** The same number with its last digit changed, which always breaks the weighted sum. */
const changeLastDigit = (digits: string): string =>
  `${digits.slice(0, -1)}${(Number(digits.slice(-1)) + 1) % 10}`

describe("combineSplitRouting", () => {
  test("forms nine digits containing both numbers, as documented: 0, transit, institution", () => {
    const combined = combineSplitRouting("815", "12345")
    expect(combined).toHaveLength(9)
    expect(combined).toBe("012345815")
  })
})

describe("hasValidSplitRouting", () => {
  test("is the routing check on the combined number", () => {
    for (const [institution, transit] of [
      ["001", "10002"],
      ["815", "00001"],
      ["003", "21000"],
      ["999", "99999"],
      ["000", "00000"],
    ] as const) {
      expect(hasValidSplitRouting(institution, transit)).toBe(
        hasValidRoutingChecksum(combineSplitRouting(institution, transit)),
      )
    }
  })

  test("a valid combination exists for institution 001, and changing one digit breaks it", () => {
    const transit = findValidTransit("001")
    expect(transit).toBeDefined()
    if (transit === undefined) return
    expect(hasValidSplitRouting("001", transit)).toBe(true)
    expect(hasValidSplitRouting("001", changeLastDigit(transit))).toBe(false)
    expect(hasValidSplitRouting("002", transit)).toBe(false)
  })

  test("all zeroes is rejected", () => {
    expect(hasValidSplitRouting("000", "00000")).toBe(false)
  })

  test("wrong lengths are rejected", () => {
    const transit = findValidTransit("001") ?? ""
    expect(hasValidSplitRouting("01", transit)).toBe(false)
    expect(hasValidSplitRouting("001", transit.slice(1))).toBe(false)
  })
})

const plainSettings: DirectDebitSettings = {
  splitRoutingNumber: false,
  hideAccountType: false,
  validateRoutingNumber: false,
}
const plainChecked: DirectDebitSettings = { ...plainSettings, validateRoutingNumber: true }
const splitSettings: DirectDebitSettings = { ...plainSettings, splitRoutingNumber: true }
const splitChecked: DirectDebitSettings = { ...splitSettings, validateRoutingNumber: true }

const plainDebit = {
  bankName: "First Bank",
  accountNumber: "123456789",
  accountType: "Checking",
  routingNumber: "021000021",
}
const splitDebit = {
  bankName: "Caisse",
  accountNumber: "123456789",
  accountType: "Savings",
  institutionNumber: "815",
  transitNumber: "00001",
}

const pathsAndKeys =
  (settings: DirectDebitSettings) =>
  (input: unknown): ReadonlyArray<{ readonly path: string; readonly key: string }> =>
    fieldProblems(directDebitForm(settings))(input).map(({ path, key }) => ({ path, key }))

describe("directDebitForm, plain mode", () => {
  test("valid details pass, checked or not", () => {
    expect(pathsAndKeys(plainSettings)(plainDebit)).toEqual([])
    expect(pathsAndKeys(plainChecked)(plainDebit)).toEqual([])
    expect(pathsAndKeys(plainChecked)({ ...plainDebit, accountType: "Savings" })).toEqual([])
  })

  test("routing number problems are reported on routingNumber", () => {
    expect(pathsAndKeys(plainSettings)({ ...plainDebit, routingNumber: "12345678a" })).toEqual([
      { path: "routingNumber", key: "autopay.fieldNumericRouting" },
    ])
    expect(pathsAndKeys(plainSettings)({ ...plainDebit, routingNumber: "12345678" })).toEqual([
      { path: "routingNumber", key: "autopay.fieldLengthRouting" },
    ])
    expect(pathsAndKeys(plainSettings)({ ...plainDebit, routingNumber: "" })).toEqual([
      { path: "routingNumber", key: "validation.fieldRequired" },
    ])
  })

  test("the checksum applies only when validateRoutingNumber is set", () => {
    expect(pathsAndKeys(plainChecked)({ ...plainDebit, routingNumber: "021000022" })).toEqual([
      { path: "routingNumber", key: "autopay.fieldInvalidRouting" },
    ])
    expect(pathsAndKeys(plainSettings)({ ...plainDebit, routingNumber: "021000022" })).toEqual([])
  })

  test("the routing number is required in plain mode", () => {
    const { routingNumber: _omitted, ...withoutRouting } = plainDebit
    expect(pathsAndKeys(plainSettings)(withoutRouting)).toEqual([
      { path: "routingNumber", key: "validation.fieldRequired" },
    ])
  })
})

describe("directDebitForm, split mode", () => {
  test("valid details pass without the checksum", () => {
    expect(pathsAndKeys(splitSettings)(splitDebit)).toEqual([])
  })

  test("no routing number is needed in split mode", () => {
    expect(pathsAndKeys(splitSettings)(splitDebit)).not.toContainEqual(
      expect.objectContaining({ path: "routingNumber" }),
    )
  })

  test.each(["81", "8150", "1"])("institution %j must be 3 digits", (institutionNumber) => {
    expect(pathsAndKeys(splitSettings)({ ...splitDebit, institutionNumber })).toEqual([
      { path: "institutionNumber", key: "autopay.fieldLengthInstitution" },
    ])
  })

  test("institution must be numeric", () => {
    expect(pathsAndKeys(splitSettings)({ ...splitDebit, institutionNumber: "8a5" })).toEqual([
      { path: "institutionNumber", key: "autopay.fieldNumericInstitution" },
    ])
  })

  test.each(["0001", "000001", "1"])("transit %j must be 5 digits", (transitNumber) => {
    expect(pathsAndKeys(splitSettings)({ ...splitDebit, transitNumber })).toEqual([
      { path: "transitNumber", key: "autopay.fieldLengthTransit" },
    ])
  })

  test("transit must be numeric", () => {
    expect(pathsAndKeys(splitSettings)({ ...splitDebit, transitNumber: "0000x" })).toEqual([
      { path: "transitNumber", key: "autopay.fieldNumericTransit" },
    ])
  })

  test("both are required", () => {
    expect(pathsAndKeys(splitSettings)({ ...splitDebit, institutionNumber: "", transitNumber: "" })).toEqual([
      { path: "institutionNumber", key: "validation.fieldRequired" },
      { path: "transitNumber", key: "validation.fieldRequired" },
    ])
  })

  test("with validateRoutingNumber, a valid combination passes", () => {
    const transitNumber = findValidTransit("001")
    expect(transitNumber).toBeDefined()
    expect(pathsAndKeys(splitChecked)({ ...splitDebit, institutionNumber: "001", transitNumber })).toEqual([])
  })

  test("with validateRoutingNumber, a bad combination is reported on institutionNumber", () => {
    const transitNumber = changeLastDigit(findValidTransit("001") ?? "00000")
    expect(hasValidSplitRouting("001", transitNumber)).toBe(false)
    expect(
      fieldProblems(directDebitForm(splitChecked))({
        ...splitDebit,
        institutionNumber: "001",
        transitNumber,
      }),
    ).toEqual([
      {
        path: "institutionNumber",
        key: "autopay.fieldInvalidInstitution",
        text: fieldMessages["autopay.fieldInvalidInstitution"],
      },
    ])
    expect(
      pathsAndKeys(splitChecked)({ ...splitDebit, institutionNumber: "000", transitNumber: "00000" }),
    ).toEqual([{ path: "institutionNumber", key: "autopay.fieldInvalidInstitution" }])
  })

  test("without validateRoutingNumber, a bad combination passes", () => {
    const transitNumber = changeLastDigit(findValidTransit("001") ?? "00000")
    expect(pathsAndKeys(splitSettings)({ ...splitDebit, institutionNumber: "001", transitNumber })).toEqual(
      [],
    )
    expect(
      pathsAndKeys(splitSettings)({ ...splitDebit, institutionNumber: "000", transitNumber: "00000" }),
    ).toEqual([])
  })
})

describe("directDebitForm, common fields", () => {
  test.each([
    ["plain", plainSettings, plainDebit],
    ["split", splitSettings, splitDebit],
  ] as const)("%s mode: account type is required", (_mode, settings, details) => {
    expect(pathsAndKeys(settings)({ ...details, accountType: "" })).toEqual([
      { path: "accountType", key: "autopay.fieldAccountType" },
    ])
  })

  test("account type may be left empty when hideAccountType", () => {
    expect(
      pathsAndKeys({ ...plainSettings, hideAccountType: true })({ ...plainDebit, accountType: "" }),
    ).toEqual([])
    expect(
      pathsAndKeys({ ...splitSettings, hideAccountType: true })({ ...splitDebit, accountType: "" }),
    ).toEqual([])
  })

  test("account type is Checking or Savings, nothing else", () => {
    expect(pathsAndKeys(plainSettings)({ ...plainDebit, accountType: "Savings" })).toEqual([])
    expect(pathsAndKeys(plainSettings)({ ...plainDebit, accountType: "Brokerage" })).toEqual([
      { path: "accountType", key: "validation.invalid" },
    ])
    expect(
      pathsAndKeys({ ...plainSettings, hideAccountType: true })({ ...plainDebit, accountType: "Brokerage" }),
    ).toEqual([{ path: "accountType", key: "validation.invalid" }])
  })

  test("bank account number must be numeric", () => {
    expect(pathsAndKeys(plainSettings)({ ...plainDebit, accountNumber: "12345678a" })).toEqual([
      { path: "accountNumber", key: "autopay.fieldNumericAccount" },
    ])
    expect(pathsAndKeys(splitSettings)({ ...splitDebit, accountNumber: "12-34" })).toEqual([
      { path: "accountNumber", key: "autopay.fieldNumericAccount" },
    ])
  })

  test("bank account number is at most 17 digits", () => {
    expect(pathsAndKeys(plainSettings)({ ...plainDebit, accountNumber: "1".repeat(17) })).toEqual([])
    expect(pathsAndKeys(plainSettings)({ ...plainDebit, accountNumber: "1".repeat(18) })).toEqual([
      { path: "accountNumber", key: "validation.fieldTooLong" },
    ])
  })

  test("bank account number is required", () => {
    expect(pathsAndKeys(plainSettings)({ ...plainDebit, accountNumber: "" })).toEqual([
      { path: "accountNumber", key: "validation.fieldRequired" },
    ])
  })

  test("bank name is at most 20 characters", () => {
    expect(pathsAndKeys(plainSettings)({ ...plainDebit, bankName: "B".repeat(20) })).toEqual([])
    expect(pathsAndKeys(plainSettings)({ ...plainDebit, bankName: "B".repeat(21) })).toEqual([
      { path: "bankName", key: "validation.fieldTooLong" },
    ])
  })

  test.each(["Bank #1", "Bank {One}", "Bank; drop", "Bank\tOne", "null"])(
    "bank name %j has a symbol",
    (bankName) => {
      expect(pathsAndKeys(plainSettings)({ ...plainDebit, bankName })).toEqual([
        { path: "bankName", key: "register.fieldNoSymbols" },
      ])
    },
  )

  test("bank name is required", () => {
    expect(pathsAndKeys(plainSettings)({ ...plainDebit, bankName: "" })).toEqual([
      { path: "bankName", key: "validation.fieldRequired" },
    ])
  })

  test("several bad fields are all reported, in field order", () => {
    expect(
      pathsAndKeys(plainChecked)({ bankName: "", accountNumber: "x", accountType: "", routingNumber: "1" }),
    ).toEqual([
      { path: "bankName", key: "validation.fieldRequired" },
      { path: "accountNumber", key: "autopay.fieldNumericAccount" },
      { path: "accountType", key: "autopay.fieldAccountType" },
      { path: "routingNumber", key: "autopay.fieldLengthRouting" },
    ])
  })
})
