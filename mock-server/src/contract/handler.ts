import type {
  Endpoint,
  EndpointInput,
  EndpointName,
  Endpoints,
  LanguageCode,
  ServerOutcome,
} from "@billpath/contract"
import type { AccountRecord, IssuedToken } from "../store/state.ts"

/** Who is calling, when the endpoint needs a bearer token: the token's holder and sign-in. */
export type Caller = Pick<IssuedToken, "accessToken" | "level" | "accountNumber" | "username" | "signInId">

/** A call from a portal on another origin that the server allows (--cors-origin), and this server's origin. */
export interface CrossOrigin {
  /** The request's Origin, one of the allowed portal origins. */
  readonly portal: string
  /** This server's origin as the request addressed it (scheme and Host). */
  readonly api: string
}

export interface HandlerRequest<E extends Endpoint> {
  readonly input: EndpointInput<E>
  readonly caller: E["access"] extends "public" ? Caller | undefined : Caller
  /** The caller's account: tokens are issued only for existing accounts, and accounts are never removed. */
  readonly account: E["access"] extends "public" ? AccountRecord | undefined : AccountRecord
  /** From Accept-Language: the language texts in answers and files are written in. */
  readonly language: LanguageCode
  /** The client's address, which guessing limits count by (answer-records.ts). */
  readonly client: string
  /** Set only for a call from an allowed portal origin; an Origin not allowed is never seen here. */
  readonly crossOrigin: CrossOrigin | undefined
  /** The origin the request came to (scheme, host and port), which WebAuthn binds a passkey to. */
  readonly origin: string
  /** The host name alone: a passkey's relying-party ID. */
  readonly hostname: string
}

/** An endpoint's behaviour: `success(value)`, a declared `fail(meaning)` or `badRequest(problems)`. */
export type Handler<E extends Endpoint> = (
  request: HandlerRequest<E>,
) => ServerOutcome<E> | Promise<ServerOutcome<E>>

/** A handler file's type: one handler for each endpoint of its contract group, no more, no fewer. */
export type GroupHandlers<G> = { readonly [K in keyof G]: G[K] extends Endpoint ? Handler<G[K]> : never }

/** One handler per contract endpoint: the compiler refuses a missing one. */
export type Handlers = { readonly [K in EndpointName]: Handler<Endpoints[K]> }
