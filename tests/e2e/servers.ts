/**
 * The mock servers the end-to-end suite runs against. playwright.config.ts starts them (webServer) and
 * the fixtures hand their URLs to tests as `servers`.
 *
 * Every parallel worker gets its own set of four servers (a "slot"), because a test resets the mock's
 * state before it starts (POST /__mock/reset): with one shared server, a reset in one worker would wipe
 * the tokens, passwords and locks of a test running in another. Slot 0 listens on 18110–18113, slot 1 on
 * 18120–18123.
 */

/** The servers' clock start: every persona's dates (due in 12 days, due today, 9 days past due) follow it. */
export const mockNow = "2026-11-22T15:00:00Z"

/** The access-token lifetime of the `shortTokens` server, for the idle-modal and auto-logout tests. */
export const shortTokenSeconds = 45

/** How many workers may run at once; each has its own slot of servers. */
export const maxWorkers = 2

/**
 * E2E_FIRST_PORT moves every slot's ports, so two checkouts on one machine can run the suite at once.
 * Only a whole number of a usable port range is taken; anything else falls back to 18110.
 */
const firstPort = ((): number => {
  const asked = Number(process.env.E2E_FIRST_PORT ?? "")
  return Number.isInteger(asked) && asked >= 1024 && asked <= 65_000 ? asked : 18110
})()
const portsPerSlot = 10

export type ServerName = "aurora" | "lakeside" | "shortTokens" | "kiosk"

/** The base URLs (no trailing slash) of one slot's servers. */
export type ServerSet = Readonly<Record<ServerName, string>>

export interface ServerDefinition {
  readonly name: ServerName
  /** Offset of its port within a slot. */
  readonly offset: number
  /** What this server sets besides PORT, HOST and MOCK_NOW. */
  readonly env: Readonly<Record<string, string>>
}

/**
 * The servers of a slot; `kiosk` serves config.json's kiosk settings (`npm run kiosk`'s configuration). Variables that are not meant to apply are set empty (the mock treats an
 * empty value as unset), so a MOCK_TOKEN_SECONDS or MOCK_SEED in the caller's shell cannot leak in.
 */
export const serverDefinitions: ReadonlyArray<ServerDefinition> = [
  {
    name: "aurora",
    offset: 0,
    env: { MOCK_THEME: "aurora-telecom", MOCK_TOKEN_SECONDS: "", MOCK_SEED: "", MOCK_KIOSK: "" },
  },
  {
    name: "lakeside",
    offset: 1,
    env: { MOCK_THEME: "lakeside-utilities", MOCK_TOKEN_SECONDS: "", MOCK_SEED: "", MOCK_KIOSK: "" },
  },
  {
    name: "shortTokens",
    offset: 2,
    env: {
      MOCK_THEME: "aurora-telecom",
      MOCK_TOKEN_SECONDS: String(shortTokenSeconds),
      MOCK_SEED: "",
      MOCK_KIOSK: "",
    },
  },
  {
    name: "kiosk",
    offset: 3,
    env: { MOCK_THEME: "aurora-telecom", MOCK_TOKEN_SECONDS: "", MOCK_SEED: "", MOCK_KIOSK: "on" },
  },
]

export const host = "127.0.0.1"

export const portOf = (slot: number, definition: ServerDefinition): number =>
  firstPort + slot * portsPerSlot + definition.offset

const urlOf = (slot: number, name: ServerName): string => {
  const definition = serverDefinitions.find((candidate) => candidate.name === name)
  if (definition === undefined) throw new Error(`No mock server named ${name}`)
  return `http://${host}:${portOf(slot, definition)}`
}

/** The slots the configuration starts servers for: 0 … maxWorkers − 1. */
export const slots: ReadonlyArray<number> = Array.from({ length: maxWorkers }, (_, slot) => slot)

/** The servers of a worker, by its `parallelIndex`. */
export const serversFor = (slot: number): ServerSet => {
  if (!Number.isInteger(slot) || slot < 0 || slot >= maxWorkers) {
    throw new Error(
      `No mock servers for worker slot ${slot}: the suite starts servers for ${maxWorkers} workers ` +
        `(tests/e2e/servers.ts maxWorkers); run with --workers=${maxWorkers} or fewer.`,
    )
  }
  return {
    aurora: urlOf(slot, "aurora"),
    lakeside: urlOf(slot, "lakeside"),
    shortTokens: urlOf(slot, "shortTokens"),
    kiosk: urlOf(slot, "kiosk"),
  }
}

/** Servers a spec starts itself, each on its own port after the slot's four, so no two ever share one. */
const ownServerOffsets = {
  /** installable-app.spec.ts: a server whose service worker the test controls. */
  installableApp: 5,
  /** cross-origin.spec.ts: the mock as the provider API, with `--cors-origin`... */
  crossOriginApi: 6,
  /** ... and `serve:portal` in front of it. */
  crossOriginPortal: 7,
  /** second-factor.spec.ts: Lakeside with the e-mailed code required. */
  secondFactorRequired: 8,
} as const

export const ownServerPort = (slot: number, use: keyof typeof ownServerOffsets): number =>
  firstPort + slot * portsPerSlot + ownServerOffsets[use]
