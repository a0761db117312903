import type { Endpoint, EndpointInput } from "@billpath/contract"
import { type CallOutcome, failed } from "@billpath/contract/light"
import type { ApiClient, ApiClientOptions } from "./client.ts"

/**
 * The API client, loaded with its contract decoding (Effect) on the first call rather than with the
 * sign-in page, which makes no call until the customer signs in.
 */
export const createLazyApiClient = (options: ApiClientOptions): ApiClient => {
  let loading: Promise<ApiClient> | undefined
  const client = () => {
    loading ??= import("./client.ts").then(({ createApiClient }) => createApiClient(options))
    return loading
  }
  return {
    call: async <E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<CallOutcome<E>> => {
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
      return api.call(endpoint, input)
    },
  }
}
