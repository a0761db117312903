/**
 * The seeded demo personas of docs/demo.md, as the end-to-end tests use them. The mock server
 * seeds the same values (mock-server/src/fixtures/personas.ts); tests/e2e/personas.test.ts checks that
 * the two agree.
 */

import { demoRobotUsernamePrefix } from "@billpath/contract/rules"

export type Lang = "en" | "fr"

export interface Persona {
  readonly username: string
  readonly password: string
  /** The name the header shows: first and last name, or the company name. */
  readonly displayName: string
  readonly accountNumber: string
  /** The first service ID of the account. */
  readonly serviceID: string
  /** The user's preferred language. */
  readonly lang: Lang
  /** The answer to the security question, for the password-reset flow. */
  readonly securityAnswer: string
  /** The balance due (the current statement's total), in dollars. */
  readonly balance: number
  /** Days from the mock's MOCK_NOW to the due date; negative when past due. */
  readonly dueInDays: number
}

export const personas = {
  /** Autopay by VISA 4242, scheduled 3 days before the due date; has a system message (choice code 7). */
  alice: {
    username: "alice.martin",
    password: "Sunrise2026!",
    displayName: "Alice Martin",
    accountNumber: "1002003001",
    serviceID: "TEL-5550101",
    lang: "en",
    securityAnswer: "Biscuit",
    balance: 84.17,
    dueInDays: 12,
  },
  /** Prefers French; autopay by direct debit, Caisse Populaire ending 6789; due today; "FR-" system message. */
  bruno: {
    username: "bruno.tremblay",
    password: "Erable2026!",
    displayName: "Bruno Tremblay",
    accountNumber: "1002003002",
    serviceID: "ELEC-440021",
    lang: "fr",
    securityAnswer: "Montreal",
    balance: 132.05,
    dueInDays: 0,
  },
  /** Manual payment, 9 days past due, make-a-payment offered, last statement without a PDF. */
  carla: {
    username: "carla.nguyen",
    password: "Harbor2026!",
    displayName: "Carla Nguyen",
    accountNumber: "1002003003",
    serviceID: "WTR-77810",
    lang: "en",
    securityAnswer: "Harbor Road",
    balance: 212.4,
    dueInDays: -9,
  },
  /** Company account: isEPayProhibited (no make-a-payment), isPayTypeLocked (no autopay link), requireEBill. */
  northwind: {
    username: "northwind.ops",
    password: "Fleet2026!",
    displayName: "Northwind Logistics",
    accountNumber: "1002003004",
    serviceID: "FLT-900300",
    lang: "en",
    securityAnswer: "Volvo",
    balance: 1486.92,
    dueInDays: 20,
  },
  /** resetPasswordRequired: signing in leads to the new-password view, then the dashboard. */
  resetRequired: {
    username: "reset.required",
    password: "Temp2026!",
    displayName: "Rosa Reyes",
    accountNumber: "1002003005",
    serviceID: "TEL-5550105",
    lang: "en",
    securityAnswer: "Delgado",
    balance: 45.6,
    dueInDays: 15,
  },
  /** Locked: every sign-in answers 432, whatever the password. */
  locked: {
    username: "locked.out",
    password: "Anything2026!",
    displayName: "Luc Ouellet",
    accountNumber: "1002003006",
    serviceID: "TEL-5550106",
    lang: "en",
    securityAnswer: "Quebec",
    balance: 67.89,
    dueInDays: 5,
  },
  /** Lakeside Utilities' second site (cyclePortalSiteID 2, North Shore): its own logos and links when signed in. */
  nora: {
    username: "nora.bergeron",
    password: "Rivage2026!",
    displayName: "Nora Bergeron",
    accountNumber: "1002003007",
    serviceID: "WTR-77870",
    lang: "en",
    securityAnswer: "Pepper",
    balance: 58.3,
    dueInDays: 18,
  },
} as const satisfies Readonly<Record<string, Persona>>

export type PersonaName = keyof typeof personas

/**
 * A username the demo robot check refuses (it starts with `robot.`): the visible challenge appears and
 * must be ticked before submit is enabled. No such user exists, so the sign-in itself then fails.
 */
export const robotUsername = `${demoRobotUsernamePrefix}alice`

/** Accounts that are not registered yet, for online enrollment (docs/demo.md). */
export const unregistered = {
  /** Registration lookup succeeds: last name Okafor, last statement balance $45.00. */
  okafor: { accountNumber: "1002003090", serviceID: "TEL-5550190", lastName: "Okafor" },
  /** Registration lookup answers 433 (inactive). */
  inactive: { accountNumber: "1002003091", serviceID: "TEL-5550191", lastName: "Inactive" },
} as const
