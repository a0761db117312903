/** As the app would have opened the page: the address's language, then the one last chosen here, then English. */
export const offlineLanguage = <Language extends string>(
  pathname: string,
  storedLanguage: string | null,
  languages: ReadonlyArray<Language>,
): Language | "en" => {
  const segment = pathname.split("/")[1] ?? ""
  const named = languages.find((language) => language === segment)
  if (named !== undefined) return named
  return languages.find((language) => language === storedLanguage) ?? "en"
}

/** Where the app keeps the chosen language; the offline page cannot load the app's code to ask it. */
export const storedLanguageKey = "billpath.lang"
