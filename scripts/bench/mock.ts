/** The project's mock server as the bench uses it: started on a free port, on the e2e suite's clock. */

import { personas } from "../../tests/e2e/personas.ts"
import { mockNow } from "../../tests/e2e/servers.ts"
import { field, stringOrUndefined } from "./checks.ts"
import { freePort, host } from "./ports.ts"
import { type ChildServer, startChildServer } from "./processes.ts"

export { mockNow }

/** The persona every measurement signs in as. */
export const benchPersona = personas.alice

export const startMock = async (
  name: string,
  options: {
    readonly tokenSeconds?: number
    readonly heapLimitMb?: number
    /** More of the mock's settings (MOCK_*), e.g. rate limits a measurement must not meet. */
    readonly env?: Readonly<Record<string, string>>
  } = {},
): Promise<ChildServer> => {
  const port = await freePort()
  return startChildServer({
    name,
    args: [
      ...(options.heapLimitMb === undefined ? [] : [`--max-old-space-size=${options.heapLimitMb}`]),
      "mock-server/src/main.ts",
    ],
    // Empty values count as unset for the mock, so settings in the caller's shell cannot leak in.
    env: {
      PORT: String(port),
      HOST: host,
      MOCK_THEME: "aurora-telecom",
      MOCK_NOW: mockNow,
      MOCK_SEED: "",
      MOCK_TOKEN_SECONDS: options.tokenSeconds === undefined ? "" : String(options.tokenSeconds),
      ...options.env,
    },
    url: `http://${host}:${port}`,
    readyPath: "/theme/theme.json",
    isReady: (status) => status === 200,
  })
}

/** Restores the mock's seed: data, tokens, system-message dismissals. */
export const resetMock = async (url: string): Promise<void> => {
  const response = await fetch(`${url}/__mock/reset`, { method: "POST" })
  await response.arrayBuffer()
  if (response.status !== 204) throw new Error(`POST ${url}/__mock/reset answered ${response.status}`)
}

/** The provider API's password parameter: base64url of the UTF-8 encoding, without padding. */
export const passwordParameter = (password: string): string =>
  Buffer.from(password, "utf8").toString("base64url")

/** Signs the bench persona in through the API and returns the access token. */
export const signInToken = async (url: string): Promise<string> => {
  const query = new URLSearchParams({
    username: benchPersona.username,
    password: passwordParameter(benchPersona.password),
  })
  const response = await fetch(`${url}/api/login?${query}`)
  const body: unknown = await response.json()
  const token = stringOrUndefined(field(body, "auth_token", "access_token"))
  if (response.status !== 200 || token === undefined) {
    throw new Error(`GET /api/login answered ${response.status} without an access token`)
  }
  return token
}
