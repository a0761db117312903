/**
 * Google reCAPTCHA when a provider configures real site keys: the low-friction check
 * runs Google's invisible check; when it does not verify, Google's visible widget is drawn and its token
 * verified with the API; a refused token resets the widget.
 *
 * Google cannot be reached from the test machines, so a stand-in script defines the `grecaptcha` API
 * the way Google's does, config.json is given non-demo keys, and the API's verification answers are
 * scripted. The mock's CSP only allows the portal's own scripts (it offers the demo check, not Google's),
 * so this file bypasses CSP; docs/decisions/022-robot-check.md says what a provider using Google must allow.
 */
import { apiPathOf, expect, type Page, personas, signInForm, test } from "./fixtures.ts"

test.use({ bypassCSP: true })

const keys = { lowFriction: "test-site-key-v3", visible: "test-site-key-v2" }

/** Serves the mock's config.json with Google site keys in place of the demo's. */
const configureGoogleKeys = (page: Page) =>
  page.route("**/config.json", async (route) => {
    const answer = await route.fetch()
    const config: unknown = await answer.json()
    if (typeof config !== "object" || config === null) throw new Error("config.json is not an object")
    await route.fulfill({
      response: answer,
      json: { ...config, captchaKey: keys.lowFriction, captchaKeyV2: keys.visible, captchaEnterpriseURL: "" },
    })
  })

/** A stand-in for https://www.google.com/recaptcha/api.js: same globals, a button for the widget. */
const fakeRecaptchaScript = `
window.__recaptcha = { executed: [], rendered: [], resets: 0 };
window.grecaptcha = {
  ready: function (callback) { setTimeout(callback, 0); },
  execute: function (siteKey, options) {
    window.__recaptcha.executed.push({ siteKey: siteKey, action: options && options.action });
    return Promise.resolve("fake-v3-token");
  },
  render: function (container, options) {
    window.__recaptcha.rendered.push({ sitekey: options.sitekey, hl: options.hl });
    var button = document.createElement("button");
    button.type = "button";
    button.textContent = "Fake Google checkbox";
    button.addEventListener("click", function () { options.callback("fake-v2-token-" + window.__recaptcha.resets); });
    container.appendChild(button);
    return 7;
  },
  reset: function (widget) { if (widget === 7) window.__recaptcha.resets += 1; },
};
`

test("with real keys, a refused invisible check brings up Google's widget; a refused tick resets it", async ({
  page,
}) => {
  await configureGoogleKeys(page)
  const scriptRequests: Array<string> = []
  await page.route("https://www.google.com/recaptcha/api.js*", async (route) => {
    scriptRequests.push(route.request().url())
    await route.fulfill({ contentType: "text/javascript", body: fakeRecaptchaScript })
  })
  const verifications: Array<{ token: string | null; version: string | null }> = []
  await page.route("**/api/verifyrecaptchatoken*", async (route) => {
    const query = new URL(route.request().url()).searchParams
    const token = query.get("token")
    verifications.push({ token, version: query.get("version") })
    // The invisible check and the first tick are refused, the second tick passes.
    await route.fulfill({
      contentType: "application/json",
      body: JSON.stringify(token === "fake-v2-token-1"),
    })
  })

  await page.goto("/")
  const form = signInForm(page)
  await form.username.fill(personas.alice.username)
  await form.password.fill(personas.alice.password)
  await form.submit.click()

  const challenge = page.getByRole("group", { name: "Please confirm you are not a robot" })
  await expect(challenge).toBeVisible()
  await expect(form.submit).toBeDisabled()
  expect(scriptRequests).toHaveLength(1)
  expect(scriptRequests[0]).toContain(`render=${keys.lowFriction}`)
  expect(await page.evaluate("window.__recaptcha.executed")).toEqual([
    { siteKey: keys.lowFriction, action: "login" },
  ])
  expect(await page.evaluate("window.__recaptcha.rendered")).toEqual([{ sitekey: keys.visible, hl: "en" }])

  const checkbox = challenge.getByRole("button", { name: "Fake Google checkbox" })
  await checkbox.click()
  await expect(page.getByRole("alert")).toContainText("We could not confirm you are not a robot")
  await expect.poll(() => page.evaluate("window.__recaptcha.resets")).toBe(1)
  await expect(form.submit).toBeDisabled()

  const loggedIn = page.waitForResponse((response) => apiPathOf(response.url()) === "/api/login")
  await checkbox.click()
  await expect(form.submit).toBeEnabled()
  await form.submit.click()
  await loggedIn
  await page.waitForURL((url) => url.pathname.includes("/dashboard"))
  expect(verifications).toEqual([
    { token: "fake-v3-token", version: "v3" },
    { token: "fake-v2-token-0", version: "v2" },
    { token: "fake-v2-token-1", version: "v2" },
  ])
})

test("when Google's script cannot be loaded, the challenge says so instead of staying blank", async ({
  page,
}) => {
  await configureGoogleKeys(page)
  await page.route("https://www.google.com/recaptcha/api.js*", (route) => route.abort("internetdisconnected"))
  await page.goto("/fr")
  const form = signInForm(page, "fr")
  await form.username.fill(personas.alice.username)
  await form.password.fill(personas.alice.password)
  await form.submit.click()
  const challenge = page.getByRole("group", { name: "Veuillez confirmer que vous n’êtes pas un robot" })
  await expect(challenge.getByRole("alert")).toContainText(
    "La vérification anti-robot n’a pas pu être chargée",
  )
  await expect(form.submit).toBeDisabled()
})
