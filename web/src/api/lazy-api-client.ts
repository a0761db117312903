import { type Failed, failed } from "@billpath/contract/start-up"
import type { ApiClient, ApiClientOptions } from "./client.ts"

/** The API client as start-up holds it: its one door, and a way to start loading it early. */
export interface LazyApiClient extends ApiClient {
  /** Starts loading the client (and the contract's codec, Effect) without waiting for it. */
  readonly preload: () => void
}

/**
 * The API client, whose module brings the contract's codec (Effect), loaded in one step: in the background
 * once the page has loaded, or on the first call if that comes sooner. The first paint never waits for it.
 */
export const createLazyApiClient = (options: ApiClientOptions): LazyApiClient => {
  let loading: Promise<ApiClient> | undefined
  const client = () => {
    loading ??= import("./client.ts").then(({ createApiClient }) => createApiClient(options))
    return loading
  }
  /** The loaded client's answer; a client that cannot be loaded is a failed call, and loads again next time. */
  const withClient = async <Outcome>(
    use: (api: ApiClient) => Promise<Outcome>,
  ): Promise<Outcome | Failed> => {
    let api: ApiClient
    try {
      api = await client()
    } catch (error) {
      // The next call tries to load it again (a dropped connection may be back).
      loading = undefined
      return failed(
        `the API client could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    return use(api)
  }
  return {
    call: (name, input) => withClient((api) => api.call(name, input)),
    preload: () => void withClient(async () => undefined),
  }
}

/**
 * Runs the task once, at the customer's first touch, click, key or focus: early enough that a first
 * call rarely waits, late enough that loading the codec never competes with the page's first load.
 */
export const onFirstInteraction = (task: () => void): void => {
  const events = ["pointerdown", "keydown", "focusin"] as const
  const run = () => {
    for (const type of events) removeEventListener(type, run, true)
    task()
  }
  for (const type of events) addEventListener(type, run, { capture: true, passive: true })
}
