/**
 * Theme ids name folders on disk and travel in URLs and environment variables, so they are kept to
 * lowercase letters, digits and hyphens: nothing that can climb out of the themes folder.
 */
export const themeIdPattern = /^[a-z0-9-]+$/u

export const isThemeId = (id: string): boolean => themeIdPattern.test(id)
