import type { IncomingHttpHeaders } from "node:http"
import { messageAnswer, unsupportedMediaTypeStatus } from "@billpath/contract"

/** `application/json` with charset utf-8 or none: what every body in the contract is sent as. */
export const isJsonInUtf8 = (contentType: string): boolean => {
  const [essence = "", ...parameters] = contentType.split(";")
  if (essence.trim().toLowerCase() !== "application/json") return false
  return parameters.every((parameter) => {
    const [name = "", value = ""] = parameter.split("=")
    return name.trim().toLowerCase() !== "charset" || /^"?utf-8"?$/i.test(value.trim())
  })
}

/** Anything else is refused before it is read, not found malformed later; no body at all goes on to the 400. */
export const refusesMediaType = (headers: IncomingHttpHeaders): boolean => {
  const contentType = headers["content-type"]
  if (contentType !== undefined) return !isJsonInUtf8(contentType)
  return headers["transfer-encoding"] !== undefined || (headers["content-length"] ?? "0") !== "0"
}

export const unsupportedMediaType = messageAnswer(
  unsupportedMediaTypeStatus,
  "Send the body as JSON in UTF-8, with Content-Type: application/json",
)
