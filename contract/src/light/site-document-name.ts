/** The documents the portal reads from its own host before the first screen (site-schemas.ts). */
export type SiteDocumentName = "config" | "theme" | "languages" | "portalTexts"

/**
 * Everything that has a shape in site-shapes.gen.ts: the site documents, the session the browser keeps
 * between page loads, which start-up reads before the sign-in page shows, and a quick payment's visitor
 * pass (a QuickPay token), kept for the receipt while the browser is on the provider's card page.
 */
export type LightDocumentName = SiteDocumentName | "storedSession" | "visitorPass"
