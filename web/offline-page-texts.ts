import type { Plugin } from "vite"
import offlineTexts from "./src/i18n/en/offline/index.ts"

// The English texts in place of the `%offline.key%` marks, so the page speaks before its script puts the
// customer's language in; a mark without a text fails the build.
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
