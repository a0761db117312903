import { readFileSync } from "node:fs"
import { join } from "node:path"
import { endpoints } from "@billpath/contract"
import { displayName } from "@billpath/contract/rules"
import { describe, expect, test } from "vitest"
import { type PersonaAccount, personaAccounts } from "../mock-server/src/fixtures/personas.ts"
import { paperlessFrenchMessage, paperlessMessage } from "../mock-server/src/fixtures/system-messages.ts"
import { call } from "../mock-server/src/testing/contract-client.ts"
import { startTestServer } from "../mock-server/src/testing/mock-server.ts"

/**
 * docs/demo.md tells people giving a demo whom to sign in as and what they will see; the mock server
 * seeds those accounts from mock-server/src/fixtures/personas.ts. Every row of the page's tables is
 * compared with the fixtures, both ways, so changing one without the other fails here.
 */

const page = readFileSync(join(import.meta.dirname, "..", "docs", "demo.md"), "utf8")
/** The page on one line, for sentences that may wrap anywhere. */
const prose = page.replace(/\s+/gu, " ")

type Row = Readonly<Record<string, string>>

/** The Markdown table whose header starts with these columns, as rows keyed by column name. */
const table = (...firstColumns: ReadonlyArray<string>): ReadonlyArray<Row> => {
  const lines = page.split("\n")
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/gu, "")
      .split("|")
      .map((cell) => cell.trim())
  const start = lines.findIndex(
    (line) =>
      line.trim().startsWith("|") && firstColumns.every((column, index) => cells(line)[index] === column),
  )
  if (start === -1) throw new Error(`docs/demo.md has no table starting with ${firstColumns.join(" | ")}`)
  const header = cells(lines[start] ?? "")
  const rows: Array<Row> = []
  for (const line of lines.slice(start + 2)) {
    if (!line.trim().startsWith("|")) break
    const values = cells(line)
    rows.push(Object.fromEntries(header.map((column, index) => [column, values[index] ?? ""])))
  }
  return rows
}

/** A cell without its code quotes: "`alice.martin`" → "alice.martin". */
const plain = (cell: string | undefined): string => (cell ?? "").replaceAll("`", "")

const money = (amount: number): string =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(amount)

const due = (days: number): string => {
  if (days === 0) return "today"
  const count = `${Math.abs(days)} day${Math.abs(days) === 1 ? "" : "s"}`
  return days > 0 ? `in ${count}` : `${count} past due`
}

const paysBy = (account: PersonaAccount): string => {
  const method = account.payMethod
  switch (method.kind) {
    case "manual":
      return "manual"
    case "card":
      return `autopay: ${method.cardType} card ending ${method.lastFour}`
    case "debit":
      return `autopay: direct debit, ${method.bankName}, ${method.accountType}, ending ${method.accountNumber.slice(-4)}`
  }
}

const delivery = (account: PersonaAccount): string =>
  [
    account.isElectronicDelivery ? "electronic" : "paper",
    ...(account.pdfAttachmentReasonCode === null ? [] : ["PDF attachment offered"]),
    ...(account.showReplyEnvelopeOption
      ? [`reply envelope (${account.replyEnvelopeDefault ? "on" : "off"} by default)`]
      : []),
  ].join(", ")

const message = (account: PersonaAccount): string => {
  switch (account.systemMessage) {
    case undefined:
      return "—"
    case "paperless":
      return `"${paperlessMessage(account.accountNumber).description}"`
    case "paperlessFrench":
      return `"${paperlessFrenchMessage(account.accountNumber).description}" (French only)`
  }
}

const flags = (account: PersonaAccount): string => {
  const set = [
    ["isEPayProhibited", account.isEPayProhibited],
    ["isPayTypeLocked", account.isPayTypeLocked],
    ["requireEBill", account.requireEBill],
    ["resetPasswordRequired", account.user?.resetPasswordRequired === true],
    ["locked", account.user?.locked === true],
  ] as const
  const names = set.filter(([, on]) => on).map(([name]) => `\`${name}\``)
  return names.length === 0 ? "—" : names.join(", ")
}

const users = personaAccounts.filter((account) => account.user !== undefined)
const notRegistered = personaAccounts.filter((account) => account.user === undefined)
const byUsername = (cell: string | undefined) =>
  users.find((account) => account.user?.username === plain(cell))

describe("docs/demo.md: the personas", () => {
  const signIns = table("Username", "Password")
  const accounts = table("Username", "Balance")

  test("list every seeded user, in the fixtures' order, in both tables", () => {
    const seeded = users.map((account) => account.user?.username)
    expect(signIns.map((row) => plain(row.Username))).toEqual(seeded)
    expect(accounts.map((row) => plain(row.Username))).toEqual(seeded)
  })

  test.each(signIns.map((row) => [plain(row.Username), row] as const))("%s signs in as written", (_, row) => {
    const account = byUsername(row.Username)
    const user = account?.user
    expect({
      password: plain(row.Password),
      name: row.Name,
      account: plain(row.Account),
      serviceID: plain(row["Service ID"]),
      language: row.Language,
      securityAnswer: plain(row["Security answer"]),
    }).toEqual({
      // A locked account refuses every password, so the page says "any".
      password: user?.locked === true ? "any" : user?.password,
      name: account === undefined ? undefined : displayName(account.holder),
      account: account?.accountNumber,
      serviceID: account?.services[0]?.serviceID,
      language: user?.language,
      securityAnswer: user?.securityAnswer,
    })
  })

  test.each(accounts.map((row) => [plain(row.Username), row] as const))(
    "%s's account is as written",
    (_, row) => {
      const account = byUsername(row.Username)
      if (account === undefined) throw new Error(`no seeded user ${row.Username}`)
      expect({
        balance: row.Balance,
        due: row.Due,
        paysBy: row["Pays by"],
        delivery: row["Bill delivery"],
        lastBillPDF: row["Last bill PDF"],
        message: row["Message on sign-in"],
        flags: row.Flags,
      }).toEqual({
        balance: money(account.balance),
        due: due(account.dueInDays),
        paysBy: paysBy(account),
        delivery: delivery(account),
        lastBillPDF: account.lastStatementHasPDF ? "yes" : "no",
        message: message(account),
        flags: flags(account),
      })
    },
  )

  test("the history and autopay lead stated under the tables hold for every user", () => {
    const stated =
      /Each account has (\d+) monthly bills[\s\S]*?Autopay runs (\d+) days before the due date/u.exec(prose)
    expect(stated).not.toBeNull()
    for (const account of users) {
      expect(account.statementCount).toBe(Number(stated?.[1]))
      expect(account.autopayLeadDays).toBe(Number(stated?.[2]))
    }
  })
})

describe("docs/demo.md: online enrolment", () => {
  const rows = table("Account", "Service ID", "Last name")
  const accountRows = rows.filter((row) => /^\d+$/u.test(plain(row.Account)))

  /** What the registration lookup answers for an account, from its fixture. */
  const expectedAnswer = (account: PersonaAccount): string => {
    if (!account.active) return "433 inactive"
    if (account.user !== undefined) return "434 already registered"
    return `success: can register (last statement balance ${money(account.balance)})`
  }

  test("every seeded account without a user is in the table", () => {
    const listed = accountRows.map((row) => plain(row.Account))
    for (const account of notRegistered) expect(listed).toContain(account.accountNumber)
  })

  test.each(accountRows.map((row) => [plain(row.Account), row] as const))(
    "%s answers the lookup as written",
    async (_, row) => {
      const account = personaAccounts.find((candidate) => candidate.accountNumber === plain(row.Account))
      if (account === undefined) throw new Error(`no seeded account ${row.Account}`)
      expect(plain(row["Service ID"])).toBe(account.services[0]?.serviceID)
      expect(plain(row["Last name"])).toBe(account.holder.lastName)
      expect(row["Registration lookup answers"]).toBe(expectedAnswer(account))

      // And the mock server answers so.
      const { app } = await startTestServer()
      const answer = await call(app, endpoints.validateRegistrationAccount, {
        body: {
          billingPointId: account.accountNumber,
          servicePointID: plain(row["Service ID"]),
          accountName: plain(row["Last name"]),
          companyAccount: false,
        },
      })
      const status = /^(\d{3}) /u.exec(row["Registration lookup answers"] ?? "")?.[1]
      expect(answer.status).toBe(status === undefined ? 200 : Number(status))
    },
  )

  test("anything else is not found (431)", async () => {
    expect(
      rows.some(
        (row) => row.Account === "anything else" && row["Registration lookup answers"]?.startsWith("431"),
      ),
    ).toBe(true)
    const { app } = await startTestServer()
    const answer = await call(app, endpoints.validateRegistrationAccount, {
      body: { billingPointId: "1234567", servicePointID: "ABC-1", accountName: "Doe", companyAccount: false },
    })
    expect(answer.status).toBe(431)
  })
})

describe("docs/demo.md: password reset and quick pay", () => {
  const alice = personaAccounts.find((account) => account.user?.username === "alice.martin")
  const carla = personaAccounts.find((account) => account.user?.username === "carla.nguyen")
  const northwind = personaAccounts.find((account) => account.user?.username === "northwind.ops")

  test("the reset uses Alice's account, service ID and security answer", () => {
    const reset =
      /find-my-bill with Alice's account and service ID \(`(\d+)` \/ `([^`]+)`\)[\s\S]*?the answer `([^`]+)`/u.exec(
        prose,
      )
    expect(reset?.slice(1)).toEqual([
      alice?.accountNumber,
      alice?.services[0]?.serviceID,
      alice?.user?.securityAnswer,
    ])
  })

  test("quick pay finds Carla by her account and service ID, and not Northwind", () => {
    const found = /Carla's account and service ID \(`(\d+)` \/ `([^`]+)`\) find "([^"]+)"/u.exec(prose)
    const holder = carla?.holder
    expect(found?.slice(1)).toEqual([
      carla?.accountNumber,
      carla?.services[0]?.serviceID,
      holder === undefined ? undefined : `${displayName(holder)}, ${holder.city}, ${holder.state}`,
    ])
    expect(prose).toContain("Northwind's are not found")
    expect(northwind?.isEPayProhibited).toBe(true)
  })
})
