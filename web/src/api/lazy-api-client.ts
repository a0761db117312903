import { type Failed, failed } from "@billpath/contract/start-up"
import type { ApiClient, ApiClientOptions } from "./client.ts"

/** The API client as start-up holds it: its one door, and a way to start loading it early. */
export interface LazyApiClient extends ApiClient {
  /** Starts loading the client (and the contract's codec, Effect) without waiting for it. */
  readonly preload: () => void
}

/** Brings Effect, so it loads after the page does, or on the first call if sooner: first paint never waits. */
export const createLazyApiClient = (options: ApiClientOptions): LazyApiClient => {
  let loading: Promise<ApiClient> | undefined
  const client = () => {
    loading ??= import("./client.ts").then(({ createApiClient }) => createApiClient(options))
    return loading
  }
  /** The loaded client's answer; a client that cannot be loaded is a failed call, and loads again next time. */
  const withClient = <Outcome>(use: (api: ApiClient) => Promise<Outcome>): Promise<Outcome | Failed> =>
    client().then(use, (error: unknown) => {
      // The next call tries to load it again (a dropped connection may be back).
      loading = undefined
      return failed(
        `the API client could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
      )
    })
  return {
    call: (name, input) => withClient((api) => api.call(name, input)),
    preload: () => void withClient(async () => undefined),
  }
}

/** Early enough that a first call rarely waits, late enough that the codec never competes with the first load. */
export const onFirstInteraction = (task: () => void): void => {
  const events = ["pointerdown", "keydown", "focusin"] as const
  const run = () => {
    for (const type of events) removeEventListener(type, run, true)
    task()
  }
  for (const type of events) addEventListener(type, run, { capture: true, passive: true })
}
