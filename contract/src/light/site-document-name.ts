/** The documents the portal reads from its own host before the first screen (site-schemas.ts). */
export type SiteDocumentName = "config" | "theme" | "languages" | "portalTexts"

/**
 * Everything that has a shape in site-shapes.gen.ts: the site documents, and the session the browser
 * keeps between page loads, which start-up reads before the sign-in page shows.
 */
export type LightDocumentName = SiteDocumentName | "storedSession"
