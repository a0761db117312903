/** The documents that have a shape in site-shapes.gen.ts (site-schemas.ts names their schemas). */
export type SiteDocumentName = "config" | "theme" | "languages" | "portalTexts"
