// The scripted Prism tour: starts the mock on a free 127.0.0.1 port and Prism's
// validating proxy in front of it (`prism proxy --errors`, the document written by `npm run openapi`),
// drives a realistic tour through every endpoint (scripts/prism-tour/tour.ts), and counts violations in
// either direction. Exits with 1 when there is one. Run: npm run prism:tour
import { existsSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { openApiDocument } from "../contract/src/openapi.ts"
import { cleanUpAll, cleanUpOnSignals } from "./bench/cleanup.ts"
import { startMock } from "./bench/mock.ts"
import { freePort, host } from "./bench/ports.ts"
import { repositoryRoot, startChildServer } from "./bench/processes.ts"
import { runTour } from "./prism-tour/tour.ts"
import { tourClient } from "./prism-tour/tour-client.ts"

const prismCli = join(repositoryRoot, "node_modules", "@stoplight", "prism-cli", "dist", "index.js")

const main = async (): Promise<number> => {
  if (!existsSync(prismCli)) throw new Error(`Prism is not installed (${prismCli} is missing)`)
  cleanUpOnSignals()
  const documentFile = join(mkdtempSync(join(tmpdir(), "prism-tour-")), "openapi.json")
  writeFileSync(documentFile, JSON.stringify(openApiDocument()))
  // Rate limits out of the way: the tour signs in more often than a person would in a minute.
  const mock = await startMock("mock server (Prism tour)", {
    env: { MOCK_RATE_PER_CLIENT: "100000", MOCK_RATE_PER_ACCOUNT: "100000" },
  })
  const port = await freePort()
  const prism = await startChildServer({
    name: "Prism proxy",
    args: [prismCli, "proxy", documentFile, mock.url, "--errors", "--port", String(port), "--host", host],
    env: {},
    url: `http://${host}:${port}`,
    readyPath: "/config.json",
    isReady: (status) => status === 200,
    timeoutMs: 120_000,
  })
  const client = tourClient(prism.url, mock.url)
  const started = performance.now()
  const unvisited = await runTour(client)
  const seconds = (performance.now() - started) / 1000
  await cleanUpAll()

  const violations = client.records.filter((record) => record.violation !== undefined)
  const statuses = new Map<number, number>()
  for (const record of client.records) statuses.set(record.status, (statuses.get(record.status) ?? 0) + 1)
  const refusedByBoth = client.records.filter(
    (record) => record.expected === "refused" && record.violation === undefined,
  ).length
  console.log(
    `Prism tour: ${client.records.length} requests through prism proxy --errors in ${seconds.toFixed(1)} s, ` +
      `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}; ` +
      `${refusedByBoth} requests the contract refuses refused by both the document and the server; ` +
      `${violations.length} violations`,
  )
  for (const record of violations) console.log(`  ${record.label} (${record.status}): ${record.violation}`)
  if (process.env.TOUR_LIST !== undefined)
    for (const record of client.records) console.log(`  ${record.status} ${record.label}`)
  if (unvisited.length > 0) console.log(`  endpoints the tour missed: ${unvisited.join(", ")}`)
  return violations.length === 0 && unvisited.length === 0 ? 0 : 1
}

main().then(
  (code) => {
    process.exitCode = code
  },
  async (error: unknown) => {
    console.error(error)
    await cleanUpAll()
    process.exitCode = 1
  },
)
