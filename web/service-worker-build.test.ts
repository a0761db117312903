import { describe, expect, test } from "vitest"
import { buildVersion, filesNamedIn } from "./service-worker-build.ts"

describe("the service worker's file lists", () => {
  test("name every same-origin file a page asks for at once, the sign-in page's code included", () => {
    const html = `<link rel="manifest" href="/manifest.webmanifest" />
      <link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <link rel="stylesheet" crossorigin href="/assets/index-def.css">
      <link rel="icon" href="data:," />
      <a href="https://provider.example/help">Help</a>
      <meta name="billpath-sign-in-code" content="/assets/sign-in-1.js /assets/robot-2.js">
      <meta name="viewport" content="width=device-width, initial-scale=1" />`
    expect(filesNamedIn(html)).toEqual([
      "/manifest.webmanifest",
      "/config.json",
      "/assets/index-abc.js",
      "/assets/index-def.css",
      "/assets/sign-in-1.js",
      "/assets/robot-2.js",
    ])
  })

  test("name a new cache when a file or the worker changes, and the same one otherwise", () => {
    const files = ["/assets/index-abc.js", "/offline.html"]
    expect(buildVersion(files, "worker")).toBe(buildVersion([...files].reverse(), "worker"))
    expect(buildVersion(["/assets/index-abd.js", "/offline.html"], "worker")).not.toBe(
      buildVersion(files, "worker"),
    )
    expect(buildVersion(files, "worker 2")).not.toBe(buildVersion(files, "worker"))
  })
})
