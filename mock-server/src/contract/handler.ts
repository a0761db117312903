import type {
  AuthorizationLevel,
  DeclaredOutcome,
  Endpoint,
  EndpointInput,
  EndpointName,
  Endpoints,
  FieldProblem,
  LanguageCode,
} from "@billpath/contract"

/** Who is calling, when the endpoint needs a bearer token. */
export interface Caller {
  readonly accessToken: string
  readonly level: AuthorizationLevel
  readonly accountNumber: string
  /** Absent for quick-pay tokens, which belong to an account but to no user. */
  readonly username: string | undefined
}

export interface HandlerRequest<E extends Endpoint> {
  readonly input: EndpointInput<E>
  readonly caller: E["access"] extends "public" ? Caller | undefined : Caller
  /** From Accept-Language: the language texts in answers and files are written in. */
  readonly language: LanguageCode
}

/** A request that passed the contract's schemas but breaks a rule that needs server state or settings. */
export interface BadRequestOutcome {
  readonly _tag: "badRequest"
  readonly message: string
  readonly problems: ReadonlyArray<FieldProblem>
}

export type HandlerOutcome<E extends Endpoint> = DeclaredOutcome<E> | BadRequestOutcome

export type Handler<E extends Endpoint> = (
  request: HandlerRequest<E>,
) => HandlerOutcome<E> | Promise<HandlerOutcome<E>>

/** One handler per contract endpoint: the compiler refuses a missing one. */
export type Handlers = { readonly [K in EndpointName]: Handler<Endpoints[K]> }

export const success = <const V>(value: V) => ({ _tag: "success", value }) as const

export const badRequest = (problems: ReadonlyArray<FieldProblem>): BadRequestOutcome => ({
  _tag: "badRequest",
  message: `Invalid request: ${problems.map((problem) => `${problem.path || "body"}: ${problem.text}`).join("; ")}`,
  problems,
})
