/** A produced CSV's bytes; the contract names and types the download from the endpoint's declaration. */
export const textBytes = (text: string): Uint8Array => new TextEncoder().encode(text)
