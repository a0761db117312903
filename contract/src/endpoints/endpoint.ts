import type { Schema } from "effect"
import type { AuthorizationLevel } from "../entities/auth.ts"
import type { StatusMeaning } from "../statuses.ts"

export type HttpMethod = "GET" | "PUT" | "POST" | "DELETE"

/** `api`: under config.apiRoot. `site`: the portal's own host (config.json, locale texts, theme). */
export type Host = "api" | "site"

/** Who may call: anyone, or holders of a bearer token at one of these levels. */
export type Access = "public" | readonly [AuthorizationLevel, ...Array<AuthorizationLevel>]

/** A schema with no service requirements: every contract schema decodes and encodes synchronously. */
export type ContractSchema = Schema.Codec<unknown, unknown>

export interface JsonAnswer<S extends ContractSchema = ContractSchema> {
  readonly kind: "json"
  readonly schema: S
}

/** A file download; `fileName` may name query fields in braces: "{statementDate}.pdf". */
export interface FileAnswer {
  readonly kind: "file"
  readonly contentType: "application/pdf" | "text/csv"
  readonly fileName: string
}

export interface EmptyAnswer {
  readonly kind: "empty"
}

export type Answer = JsonAnswer | FileAnswer | EmptyAnswer

/** What is written by hand for one endpoint; its group stamps its name, host and access (group.ts). */
export interface EndpointDeclaration {
  readonly summary: string
  readonly method: HttpMethod
  readonly path: string
  readonly params?: ContractSchema
  readonly query?: ContractSchema
  readonly body?: ContractSchema
  readonly success: Answer
  /** The error meanings it declares; none when left out. */
  readonly errors?: ReadonlyArray<StatusMeaning>
  /** Ours, beyond the provider's spec: the OpenAPI document marks it (`x-billpath-extension`). */
  readonly extension?: true
}

/** An endpoint is a value: everything a client, a server, a document or a fuzzer needs to know. */
export interface Endpoint extends EndpointDeclaration {
  readonly errors: ReadonlyArray<StatusMeaning>
  /** Its key in the registry (`endpoints`): the operationId, and the name in error messages. */
  readonly name: string
  readonly host: Host
  readonly access: Access
}

/** The names in braces in a path template: "/accounts/{accountNumber}/x" gives "accountNumber". */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never

type ParamsMatchPath<Path extends string> = [PathParamNames<Path>] extends [never]
  ? { readonly params?: never }
  : { readonly params: Schema.Codec<{ readonly [K in PathParamNames<Path>]: unknown }, unknown> }

/** What the group stamps; a declaration that writes one of these itself does not compile. */
type NotStamped = { readonly [K in "name" | "host" | "access"]?: never }

/** Declares an endpoint; the compiler holds its path's parameters and its params schema together. */
export const endpoint = <const D extends EndpointDeclaration & NotStamped>(
  declaration: D & ParamsMatchPath<D["path"]>,
): D => declaration

export const json = <S extends ContractSchema>(schema: S): JsonAnswer<S> => ({ kind: "json", schema })
export const file = (contentType: FileAnswer["contentType"], fileName: string): FileAnswer => ({
  kind: "file",
  contentType,
  fileName,
})
export const empty: EmptyAnswer = { kind: "empty" }

export interface FileContent {
  readonly fileName: string
  readonly contentType: string
  readonly bytes: Uint8Array
}

type TypeOf<S> = S extends ContractSchema ? S["Type"] : never

type Part<E, K extends "params" | "query" | "body"> = E extends {
  readonly [P in K]: infer S extends ContractSchema
}
  ? { readonly [P in K]: TypeOf<S> }
  : { readonly [P in K]?: never }

export type EndpointInput<E extends Endpoint> = Part<E, "params"> & Part<E, "query"> & Part<E, "body">

export type SuccessValue<E extends Endpoint> =
  E["success"] extends JsonAnswer<infer S>
    ? TypeOf<S>
    : E["success"] extends FileAnswer
      ? FileContent
      : undefined

export type ErrorOutcome<M> =
  M extends StatusMeaning<infer Status, infer Tag, infer Body>
    ? Body extends undefined
      ? { readonly _tag: Tag; readonly status: Status }
      : { readonly _tag: Tag; readonly status: Status; readonly body: Body }
    : never

/** Every answer an endpoint declares, as a tagged value: success, or one of its error meanings. */
export type DeclaredOutcome<E extends Endpoint> =
  | { readonly _tag: "success"; readonly value: SuccessValue<E> }
  | ErrorOutcome<E["errors"][number]>
