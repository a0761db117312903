import type { FileAnswer } from "./endpoint.ts"

const placeholder = /\{([A-Za-z0-9_]+)\}/g

/** A download's file name, "{field}" filled from the encoded query, never with a path or a quote. */
export const fileNameFor = (answer: FileAnswer, encodedQuery: Readonly<Record<string, unknown>>): string =>
  answer.fileName.replace(placeholder, (_, name: string) => {
    const value = encodedQuery[name]
    return typeof value === "string" ? value.replace(/[^A-Za-z0-9._-]/g, "_") : "file"
  })

export const contentDispositionOf = (fileName: string): string =>
  `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`

/** A Content-Disposition header's file name: the UTF-8 form when there is one (RFC 6266), else the quoted. */
export const fileNameOfContentDisposition = (header: string | undefined): string | undefined => {
  const encoded = /filename\*=UTF-8''([^;]+)/iu.exec(header ?? "")?.[1]
  if (encoded !== undefined) return decodeURIComponent(encoded)
  return /filename="([^"]+)"/iu.exec(header ?? "")?.[1]
}
