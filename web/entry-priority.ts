import type { Plugin } from "vite"

/** The entry script tag as Vite writes it in the built page. */
const entryTag = /<script type="module" crossorigin src=/u

/** The built page with its entry script marked `fetchpriority="low"`; a page without that tag is an error. */
export const withLowPriorityEntry = (html: string): string => {
  if (!entryTag.test(html)) throw new Error("no entry script tag to mark as low priority")
  return html.replace(entryTag, '<script type="module" fetchpriority="low" crossorigin src=')
}

// After the stylesheet and start-up documents, so a phone paints the outline while the code loads. Vite writes
// the entry's tag without the source's attributes; a change in how it writes it fails the build.
export const entryScriptLowPriority = (page: string): Plugin => ({
  name: "billpath:entry-script-low-priority",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler: (html, { path }) => (path === page ? withLowPriorityEntry(html) : html),
  },
})
