import type { Plugin } from "vite"

const escapeHtml = (text: string): string =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;")

/**
 * Writes the offline page's English texts (src/i18n/en/offline) into web/offline.html in place of its
 * `%offline.key%` marks, so the page says its message before its script has run; the script then puts
 * the customer's language in (src/offline/offline-page.ts). A mark without a text fails the build.
 */
export const offlinePageTexts = (page: string, texts: Readonly<Record<string, string>>): Plugin => ({
  name: "billpath:offline-page-texts",
  transformIndexHtml: {
    order: "pre",
    handler: (html, { path }) =>
      path !== page
        ? undefined
        : html.replace(/%offline\.(\w+)%/gu, (mark, key: string) => {
            const text = texts[key]
            if (text === undefined) throw new Error(`offline page: no text for ${mark}`)
            return escapeHtml(text)
          }),
  },
})
