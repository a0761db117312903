// Kept apart from the field rules and out of the package's main entry: the confusables table is large and
// only the server needs it, so the web app never loads it.
import unhomoglyph from "unhomoglyph"

// For telling whether two usernames are the same: NFKC, case folded, then Unicode's confusables (UTS #39), so
// `ɑlice`, `a1ice` and `ALICE` all read `alice`; folded again, since a few prototypes are capitals.
export const usernameSkeleton = (username: string): string =>
  unhomoglyph(username.trim().normalize("NFKC").toLowerCase()).normalize("NFKC").toLowerCase()
