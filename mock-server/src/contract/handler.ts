import type {
  Endpoint,
  EndpointInput,
  EndpointName,
  Endpoints,
  LanguageCode,
  ServerOutcome,
} from "@billpath/contract"
import type { AccountRecord, IssuedToken } from "../store/state.ts"

export type Caller = Pick<IssuedToken, "accessToken" | "level" | "accountNumber" | "username" | "signInId">

/** A call from an allowed portal on another origin (--cors-origin), and this server's origin as addressed. */
export interface CrossOrigin {
  readonly portal: string
  readonly api: string
}

export interface HandlerRequest<E extends Endpoint> {
  readonly input: EndpointInput<E>
  readonly caller: E["access"] extends "public" ? Caller | undefined : Caller
  /** The caller's account: tokens are issued only for existing accounts, and accounts are never removed. */
  readonly account: E["access"] extends "public" ? AccountRecord | undefined : AccountRecord
  readonly language: LanguageCode
  /** The client's address, which guessing limits count by (answer-records.ts). */
  readonly client: string
  /** Set only for a call from an allowed portal origin; an Origin not allowed is never seen here. */
  readonly crossOrigin: CrossOrigin | undefined
  /** The portal's origin (this server's own, or the allowed cross-origin portal's): WebAuthn binds a passkey to it. */
  readonly origin: string
  /** The portal's host name alone: a passkey's relying-party ID. */
  readonly hostname: string
}

/** An endpoint's behaviour: `success(value)`, a declared `fail(meaning)` or `badRequest(problems)`. */
export type Handler<E extends Endpoint> = (
  request: HandlerRequest<E>,
) => ServerOutcome<E> | Promise<ServerOutcome<E>>

/** A handler file's type: one handler for each endpoint of its contract group, no more, no fewer. */
export type GroupHandlers<G> = { readonly [K in keyof G]: G[K] extends Endpoint ? Handler<G[K]> : never }

export type Handlers = { readonly [K in EndpointName]: Handler<Endpoints[K]> }
