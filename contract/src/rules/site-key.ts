/** The per-site overrides' key for an account (spec §6); its own module, as every signed-in page loads it. */
export const siteKeyOf = (companyID: string, cyclePortalSiteID: string): string =>
  `${companyID}-${cyclePortalSiteID}`
