/**
 * The key of the per-site overrides meant for an account of this site of this company (spec §6; the
 * schema of such keys: SiteKey). Its own module: every signed-in page loads it, the merge only some.
 */
export const siteKeyOf = (companyID: string, cyclePortalSiteID: string): string =>
  `${companyID}-${cyclePortalSiteID}`
