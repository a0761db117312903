const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Width and height from a PNG's header (IHDR is always the first chunk); undefined when it is no PNG. */
export const pngSize = (
  bytes: Uint8Array,
): { readonly width: number; readonly height: number } | undefined => {
  if (bytes.length < 24 || !pngSignature.every((byte, index) => bytes[index] === byte)) return undefined
  if (new TextDecoder().decode(bytes.subarray(12, 16)) !== "IHDR") return undefined
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}
