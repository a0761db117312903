import type { Plugin } from "vite"
import offlineTexts from "./src/i18n/en/offline/index.ts"

/**
 * Writes the offline page's English texts (src/i18n/en/offline) in place of its `%offline.key%` marks, so
 * the page says its message before its script has run; the script then puts the customer's language in
 * (src/offline/offline-page.ts). A mark without a text fails the build.
 */
export const offlinePageTexts = (page: string): Plugin => ({
  name: "billpath:offline-page-texts",
  transformIndexHtml: (html, { path }) =>
    path !== page
      ? html
      : html.replace(/%offline\.(\w+)%/gu, (mark, key: string) => {
          const text = Object.entries(offlineTexts).find(([name]) => name === key)?.[1]
          if (text === undefined) throw new Error(`offline page: no text for ${mark}`)
          return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")
        }),
})
