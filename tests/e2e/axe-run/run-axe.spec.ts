/**
 * The accessibility check every spec relies on (run-axe.ts) sees what it must: a violation in a framed
 * page of another origin, and one that appears after axe was loaded into the document.
 */
import { expect, test, wcagTags } from "../fixtures.ts"
import { runAxe } from "./run-axe.ts"

const framedPage = encodeURIComponent(
  '<!doctype html><html lang="en"><title>Card page</title><main><img src="card.png" width="10" height="10"></main></html>',
)

const framesDocument = `<!doctype html><html lang="en"><head><title>Frames</title></head><body><main><h1>Frames</h1>
<iframe title="Card page" src="data:text/html,${framedPage}"></iframe></main></body></html>`

const violationsOf = async (...args: Parameters<typeof runAxe>) =>
  (await runAxe(...args)).violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target),
  }))

test("a violation in a framed page of another origin is found, and one added after the first check", async ({
  page,
}) => {
  await page.setContent(framesDocument)
  await expect(page.frameLocator("iframe").locator("img")).toBeAttached()
  expect(await violationsOf(page, wcagTags)).toEqual([{ id: "image-alt", targets: [["iframe", "img"]] }])

  await page.evaluate('document.querySelector("main").insertAdjacentHTML("beforeend", "<button></button>")')
  expect(await violationsOf(page, wcagTags)).toEqual([
    { id: "button-name", targets: [["button"]] },
    { id: "image-alt", targets: [["iframe", "img"]] },
  ])
})
