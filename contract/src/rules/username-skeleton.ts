// Kept apart from the field rules and out of the package's main entry: the confusables table is large and
// only the server needs it, so the web app never loads it.
import unhomoglyph from "unhomoglyph"

/**
 * What a username looks like, for telling whether two are the same username: NFKC, case folded, then
 * each character replaced by its prototype from Unicode's confusables table (UTS #39), so `alıce`,
 * `ɑlice`, `𝐚lice`, `a1ice` and `ALICE` all read `alice`. Folded again afterwards, since a few
 * prototypes are capitals (`0` reads `O`).
 */
export const usernameSkeleton = (username: string): string =>
  unhomoglyph(username.trim().normalize("NFKC").toLowerCase()).normalize("NFKC").toLowerCase()
