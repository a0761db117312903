/**
 * The theme folder's sites.json (GET /theme/sites.json, in config.json's themeRoot) as it came, or
 * nothing when it cannot be had; theme/site-chrome-override.ts decodes it, only for a site it names.
 */
export const readSites = (themeRoot: string): Promise<unknown> =>
  fetch(`${themeRoot}/sites.json`)
    .then((response) => (response.ok ? response.json() : undefined))
    .catch(() => undefined)
