import { type Endpoint, type FileContent, fileNameFor } from "@billpath/contract"

/** A produced file, named the way the contract names that endpoint's download. */
export const fileFor = (
  endpoint: Endpoint,
  query: Readonly<Record<string, unknown>>,
  bytes: Uint8Array,
): FileContent => {
  const answer = endpoint.success
  return answer.kind === "file"
    ? { fileName: fileNameFor(answer, query), contentType: answer.contentType, bytes }
    : { fileName: "download", contentType: "application/octet-stream", bytes }
}

export const textBytes = (text: string): Uint8Array => new TextEncoder().encode(text)
