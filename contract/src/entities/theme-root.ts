/** Where the provider theme document and its images live on the portal's host when config.json names no folder. */
export const defaultThemeRoot = "/theme"
