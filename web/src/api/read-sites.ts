/** Undecoded, or nothing when it cannot be had; theme/site-chrome-override.ts decodes it, only for a site it names. */
export const readSites = (themeRoot: string): Promise<unknown> =>
  fetch(`${themeRoot}/sites.json`)
    .then((response) => (response.ok ? response.json() : undefined))
    .catch(() => undefined)
