import { type Failed, failed } from "@billpath/contract/light"
import type { ApiClient, ApiClientOptions } from "./client.ts"

/**
 * The API client, loaded on the first call rather than with the sign-in page, which makes no call until
 * the customer signs in.
 */
export const createLazyApiClient = (options: ApiClientOptions): ApiClient => {
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
    call: (endpoint, input) => withClient((api) => api.call(endpoint, input)),
    callWithSchemas: (endpoint, input) => withClient((api) => api.callWithSchemas(endpoint, input)),
  }
}
