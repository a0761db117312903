/**
 * AccountSettings (spec §2, §4, §5): the profile, bill delivery and autopay tabs, and the
 * password change, each against the mock with the personas of docs/demo.md.
 */
import {
  apiPathOf,
  dismissSystemMessage,
  expect,
  expectAccessible,
  expectFieldError,
  focusByTab,
  type Page,
  personas,
  screenSizes,
  shoot,
  signIn,
  test,
} from "./fixtures.ts"

/** Picks a radio option by clicking its label, as a customer does (the input itself is visually hidden). */
const choose = async (page: Page, name: string | RegExp): Promise<void> => {
  await page.locator("label", { has: page.getByRole("radio", { name }) }).click()
  await expect(page.getByRole("radio", { name })).toBeChecked()
}

/** Ticks a checkbox by clicking its label, as a customer does (the input itself is visually hidden). */
const tick = async (page: Page, name: string | RegExp): Promise<void> => {
  await page.locator("label", { has: page.getByRole("checkbox", { name }) }).click()
  await expect(page.getByRole("checkbox", { name })).toBeChecked()
}

const alerts = (page: Page) => page.getByRole("region", { name: "Messages" })
const tab = (page: Page, name: string | RegExp) => page.getByRole("tab", { name })
const save = (page: Page) =>
  page.getByRole("button", { name: /^(Save changes|Enregistrer les modifications)$/ })

const openSettings = async (page: Page, view?: "eBill" | "autoPay", prefix = "") => {
  await page.goto(`${prefix}/account/settings${view === undefined ? "" : `?currentView=${view}`}`)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
}

// One test per language: three axe runs each, which a loaded machine needs most of the time limit for.
for (const [prefix, lang, tabs] of [
  ["", "en", ["My profile", "Bill delivery", "Autopay"]],
  ["/fr", "fr", ["Mon profil", "Envoi des factures", "Prélèvement automatique"]],
] as const) {
  test(`every tab passes axe (${lang})`, async ({ page }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    await openSettings(page, undefined, prefix)
    for (const name of tabs) {
      await tab(page, name).click()
      await expect(tab(page, name)).toHaveAttribute("aria-selected", "true")
      await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toBeVisible()
      await expectAccessible(page, `settings, ${name} (${lang})`)
    }
  })
}

test.describe("profile", () => {
  test("Alice changes her notification e-mail; it is still there after a reload", async ({ page }) => {
    await signIn(page, personas.alice.username, personas.alice.password)
    await openSettings(page)
    const email = page.getByLabel("E-mail for notifications")
    await expect(email).toBeVisible()
    await expect(save(page)).toBeDisabled()
    await email.fill("alice.new@example.com")
    await expect(save(page)).toBeEnabled()
    await save(page).click()
    await expect(alerts(page)).toContainText("Update successful!")
    await expectAccessible(page, "profile saved (en)")
    await page.reload()
    await expect(page.getByLabel("E-mail for notifications")).toHaveValue("alice.new@example.com")
  })

  test("the security answer is never shown: empty keeps it, a new question asks for its answer", async ({
    page,
  }) => {
    await signIn(page, personas.alice.username, personas.alice.password)
    await openSettings(page)
    const answer = page.getByLabel("Answer", { exact: true })
    await expect(answer).toHaveValue("")
    await expect(answer).not.toHaveAttribute("required")
    await expect(answer).toHaveAccessibleDescription(/Leave empty to keep your answer/)
    await page.getByLabel("Question", { exact: true }).selectOption({ index: 2 })
    await expect(save(page), "a new question without its answer cannot be saved").toBeDisabled()
    await expect(answer).toHaveAttribute("required", "")
    await expectAccessible(page, "profile, new question without its answer (en)")
    await answer.fill("Oak Street")
    await save(page).click()
    await expect(alerts(page)).toContainText("Update successful!")
    await expect(answer).toHaveValue("")
  })

  test("a username someone else has is refused with the spec's message", async ({ page }) => {
    await signIn(page, personas.alice.username, personas.alice.password)
    await openSettings(page)
    await page.getByLabel("Username").fill(personas.bruno.username)
    await save(page).click()
    await expect(alerts(page)).toContainText("Update failed - username is already in use")
    await expectAccessible(page, "profile, username in use (en)")
  })

  test("choosing French switches the whole portal to French after Save", async ({ page }) => {
    await signIn(page, personas.alice.username, personas.alice.password)
    await openSettings(page)
    await choose(page, "Français")
    await save(page).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paramètres du compte")
    await expect(page.locator("html")).toHaveAttribute("lang", "fr")
    await expect(alerts(page)).toContainText("Mise à jour réussie")
    // The security questions follow the language.
    await expect(page.getByLabel("Question", { exact: true })).toContainText(
      "Quel était le nom de votre premier animal",
    )
    await expectAccessible(page, "profile in French (fr)")
    await shoot(page, "settings-profile-fr-1280x800")
  })
})

test.describe("bill delivery", () => {
  test("Bruno switches paper → electronic (the envelope goes) and back (the envelope is back, on)", async ({
    page,
  }) => {
    await signIn(page, personas.bruno.username, personas.bruno.password)
    await dismissSystemMessage(page, "Plus tard")
    await openSettings(page, "eBill", "/fr")
    const envelope = page.getByRole("checkbox", { name: /enveloppe-réponse/ })
    await expect(envelope).toBeChecked()
    await choose(page, /Par courriel/)
    await expect(envelope).toHaveCount(0)
    await save(page).click()
    await expect(alerts(page)).toContainText("Mise à jour réussie")
    await expectAccessible(page, "bill delivery, electronic (fr)")
    // Cleared on the account, not only hidden: the account the provider sends back after a reload.
    const accounts = page.waitForResponse((response) => apiPathOf(response.url()) === "/api/accounts")
    await page.reload()
    const items: unknown = Reflect.get(Object(await (await accounts).json()), "items")
    const account: unknown = Array.isArray(items) ? items[0] : undefined
    expect(Reflect.get(Object(account), "isElectronicDelivery")).toBe(true)
    expect(Reflect.get(Object(account), "replyEnvelopeChecked")).toBe(false)
    await expect(page.getByRole("radio", { name: /Par courriel/ })).toBeChecked()

    await choose(page, /Par la poste/)
    await expect(page.getByRole("checkbox", { name: /enveloppe-réponse/ })).toBeChecked()
    await save(page).click()
    await expect(alerts(page)).toContainText("Mise à jour réussie")
    await page.reload()
    await expect(page.getByRole("radio", { name: /Par la poste/ })).toBeChecked()
    await expect(page.getByRole("checkbox", { name: /enveloppe-réponse/ })).toBeChecked()
    await shoot(page, "settings-ebill-fr-1280x800")
  })
})

test.describe("autopay", () => {
  test("Carla sets up direct debit: a bad routing number is caught at once, a good one saves", async ({
    page,
  }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    await openSettings(page, "autoPay")
    await choose(page, /direct debit/)
    await page.getByLabel("Bank name").fill("First Bank")
    await page.getByLabel("Account number").fill("123456789")
    const routing = page.getByLabel("Routing number")
    await routing.fill("011000016")
    await routing.blur()
    await expectFieldError(routing, "Routing number is not valid")
    await choose(page, "Checking")
    await tick(page, "I accept the autopay terms")
    await expect(save(page)).toBeDisabled()
    await expectAccessible(page, "autopay, invalid routing (en)")
    for (const [width, height] of [
      [390, 844],
      [1080, 1920],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height })
      const overflow = Number(
        await page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth"),
      )
      expect(overflow, `sideways scroll at ${width}×${height}`).toBeLessThanOrEqual(0)
      await shoot(page, `settings-autopay-debit-en-${width}x${height}`)
    }

    await routing.fill("011000015")
    await expect(save(page)).toBeEnabled()
    await save(page).click()
    await expect(alerts(page)).toContainText("Auto Pay Confirmed")
    await page.goto("/dashboard")
    await expect(page.getByTestId("payment-method")).toContainText("First Bank")
    await expect(page.getByTestId("payment-method")).toContainText("6789")
    await expect(page.getByTestId("payment-method")).toContainText("Autopay is on")
  })

  test("a click right after typing a wrong routing number lands: the message shows once the press is over", async ({
    page,
  }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    await openSettings(page, "autoPay")
    await choose(page, /direct debit/)
    await page.getByLabel("Bank name").fill("First Bank")
    await page.getByLabel("Account number").fill("123456789")
    const routing = page.getByLabel("Routing number")
    await routing.fill("011000016")
    // The press on Checking takes the focus from the routing number; its message must not move Checking
    // from under the pointer before the button is released.
    await choose(page, "Checking")
    await expectFieldError(routing, "Routing number is not valid")
  })

  test("a bank account the provider refuses shows the provider's own messages", async ({ page }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    await openSettings(page, "autoPay")
    await choose(page, /direct debit/)
    await page.getByLabel("Bank name").fill("First Bank")
    await page.getByLabel("Account number").fill("0000123456")
    await page.getByLabel("Routing number").fill("011000015")
    await choose(page, "Checking")
    await tick(page, "I accept the autopay terms")
    await save(page).click()
    await expect(alerts(page)).toContainText("Your bank declined this account for direct debit.")
    await expectAccessible(page, "autopay, provider's messages (en)")
    // Several messages in one 435 answer: joined in one alert.
    await page.route("**/api/payment/paymentmethod", (route) =>
      route.fulfill({ status: 435, json: ["The account is closed.", "Call your bank."] }),
    )
    await save(page).click()
    await expect(
      alerts(page).getByRole("alert").filter({ hasText: "The account is closed. Call your bank." }),
    ).toHaveCount(1)
  })

  test("Alice switches to manual, then back to card autopay through the card page", async ({ page }) => {
    await signIn(page, personas.alice.username, personas.alice.password)
    await dismissSystemMessage(page, "Not now")
    await openSettings(page, "autoPay")
    await choose(page, "I will pay each bill myself")
    await tick(page, "I accept the autopay terms")
    await save(page).click()
    await expect(alerts(page)).toContainText("Switched to Manual Payment")
    await expectAccessible(page, "autopay, manual (en)")

    await choose(page, "Autopay by credit card")
    await tick(page, "I accept the autopay terms")
    await page.getByRole("button", { name: "Continue to the card page" }).click()
    await page.waitForURL((url) => url.pathname.startsWith("/__mock/hosted-payment/"))
    await page.getByLabel(/Name on card/).fill("Alice Martin")
    await page.getByLabel(/Card number/).fill("5555 5555 5555 4444")
    await page.locator("#expiry").fill("12/30")
    await page.locator("#cvc").fill("123")
    await page.locator("#consent").check()
    await page.getByRole("button", { name: /Save|Authori[sz]e|Confirm/ }).click()
    await page.waitForURL((url) => url.pathname.endsWith("/account/settings"))
    await expect(alerts(page)).toContainText("Auto Pay Confirmed")
    await page.goto("/dashboard")
    await expect(page.getByTestId("payment-method")).toContainText(/Mastercard|MASTER CARD/)
    await expect(page.getByTestId("payment-method")).toContainText("4444")
    await expect(page.getByTestId("payment-method")).toContainText("Autopay is on")
  })

  test("keyboard only: Carla sets up direct debit", async ({ page }) => {
    await signIn(page, personas.carla.username, personas.carla.password, { keyboard: true })
    await openSettings(page, "autoPay")
    await focusByTab(
      page,
      page.getByRole("radio", { name: "I will pay each bill myself" }),
      "the payment type",
    )
    // Arrows move within the radio group: from manual up to direct debit.
    await page.keyboard.press("ArrowUp")
    await expect(page.getByRole("radio", { name: /direct debit/ })).toBeChecked()
    await focusByTab(page, page.getByLabel("Bank name"), "the bank name")
    await page.keyboard.type("First Bank")
    await page.keyboard.press("Tab")
    await page.keyboard.type("123456789")
    await page.keyboard.press("Tab")
    await page.keyboard.type("011000015")
    await focusByTab(page, page.getByRole("radio", { name: "Checking" }), "the account type")
    await page.keyboard.press("Space")
    const terms = page.getByRole("checkbox", { name: "I accept the autopay terms" })
    await focusByTab(page, terms, "the terms")
    await page.keyboard.press("Space")
    await expect(terms).toBeChecked()
    await focusByTab(page, save(page), "Save")
    await page.keyboard.press("Enter")
    await expect(alerts(page)).toContainText("Auto Pay Confirmed")
  })
})

test.describe("password change", () => {
  test("a wrong current password is refused; a valid change signs in with the new password only", async ({
    page,
  }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    await page.goto("/account/settings/password-reset")
    const current = page.locator("input").and(page.getByLabel("Current password"))
    const fresh = page.locator("input").and(page.getByLabel("New password", { exact: true }))
    const again = page.locator("input").and(page.getByLabel(/Re-enter/))
    await current.fill("Wrong2026!")
    await fresh.fill("Tideway2027!")
    await again.fill("Tideway2027!")
    await page.getByRole("button", { name: /Save/ }).click()
    await expect(alerts(page)).toContainText("Current password is incorrect")

    await current.fill(personas.carla.password)
    await page.getByRole("button", { name: /Save/ }).click()
    await page.waitForURL((url) => url.pathname.endsWith("/account/settings"))
    await expect(alerts(page)).toContainText("Password updated successfully!")
    await expectAccessible(page, "settings after a password change (en)")

    await page
      .getByRole("button", { name: /Carla Nguyen|Account menu/ })
      .first()
      .click()
    await page.getByRole("menuitem", { name: /Sign out/ }).click()
    await page.waitForURL((url) => url.pathname === "/")
    await page.getByLabel("Username").fill(personas.carla.username)
    await page.locator("input").and(page.getByLabel("Password")).fill(personas.carla.password)
    await page.getByRole("button", { name: "Sign in", exact: true }).click()
    await expect(alerts(page)).toContainText("Your credentials are invalid or expired")
    await signIn(page, personas.carla.username, "Tideway2027!")
  })
})

test("keyboard only: My profile's Change password opens the change, and its Cancel comes back", async ({
  page,
}) => {
  await signIn(page, personas.carla.username, personas.carla.password, { keyboard: true })
  await openSettings(page)
  const text = stateTexts.en
  await focusByTab(page, page.getByRole("link", { name: text.changePassword }), "Change password")
  await page.keyboard.press("Enter")
  await page.waitForURL((url) => url.pathname === "/account/settings/password-reset")
  await expect(page.getByRole("heading", { level: 1, name: text.changeHeading })).toBeVisible()
  await expect(page.getByText("choose a new password before you continue")).toHaveCount(0)
  await focusByTab(page, page.getByRole("link", { name: text.cancel, exact: true }), "Cancel")
  await page.keyboard.press("Enter")
  await page.waitForURL((url) => url.pathname === "/account/settings")
  await expect(tab(page, text.profileTab)).toHaveAttribute("aria-selected", "true")
})

test.describe("on lakeside-utilities", () => {
  test.use({ server: "lakeside" })

  test("Northwind: bill delivery is locked with its reason and skipped by the arrows; autopay says why it cannot change", async ({
    page,
  }) => {
    await signIn(page, personas.northwind.username, personas.northwind.password)
    await openSettings(page)
    // Locked, not greyed out: a padlock, and the reason as the tab's own description.
    const delivery = tab(page, "Bill delivery")
    await expect(delivery).toBeDisabled()
    await expect(delivery).toHaveAttribute("data-locked", "")
    await expect(delivery).toHaveCSS("opacity", "1")
    await expect(delivery.locator("svg")).toBeVisible()
    await expect(delivery).toHaveAccessibleDescription(
      "Bill delivery is locked: your account requires paperless billing, so how your bills are sent cannot be changed.",
    )
    await expect(page.getByTestId("ebill-locked-reason")).toBeVisible()
    await expectAccessible(page, "bill delivery locked (lakeside, en)")
    await shoot(page, "settings-ebill-locked-lakeside-en-1280x800")
    await tab(page, "My profile").focus()
    await page.keyboard.press("ArrowRight")
    await expect(tab(page, "Autopay")).toBeFocused()
    await expect(tab(page, "Autopay")).toHaveAttribute("aria-selected", "true")
    await expect(page.getByText(/cannot be changed online/)).toBeVisible()
    await expect(page.getByRole("radio")).toHaveCount(0)
    await expectAccessible(page, "autopay locked (lakeside, en)")
    await shoot(page, "settings-autopay-locked-lakeside-1280x800")
  })

  test("split routing: transit 11000 with institution 015 saves; 016 is caught on the institution field", async ({
    page,
  }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    await openSettings(page, "autoPay")
    await choose(page, /direct debit/)
    await page.getByLabel("Bank name").fill("Caisse Lakeside")
    await page.getByLabel("Account number").fill("123456789")
    await page.getByLabel(/Transit number/).fill("11000")
    await choose(page, "Checking")
    const institution = page.getByLabel(/Institution number/)
    await institution.fill("016")
    await institution.blur()
    await expectFieldError(institution, "Institution and transit numbers are not valid")
    await tick(page, "I accept the autopay terms")
    await expect(save(page)).toBeDisabled()
    await institution.fill("015")
    await expect(save(page)).toBeEnabled()
    await save(page).click()
    await expect(alerts(page)).toContainText("Auto Pay Confirmed")
    await shoot(page, "settings-autopay-split-lakeside-1280x800")
  })

  test("a new password with six characters of the username in a row breaks the name rule", async ({
    page,
  }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    await page.goto("/account/settings/password-reset")
    await page.locator("input").and(page.getByLabel("Current password")).fill(personas.carla.password)
    await page
      .locator("input")
      .and(page.getByLabel("New password", { exact: true }))
      .fill("Xcarla.ngu9")
    await page
      .locator("input")
      .and(page.getByLabel(/Re-enter/))
      .fill("Xcarla.ngu9")
    await page.getByRole("button", { name: /Save/ }).click()
    await expect(page.getByText("Password cannot contain your name or part of your username")).toBeVisible()
  })
})

const stateTexts = {
  en: {
    prefix: "",
    usernameInUse: "Update failed - username is already in use",
    debit: /direct debit/,
    manual: "I will pay each bill myself",
    bankName: "Bank name",
    accountNumber: "Account number",
    routingNumber: "Routing number",
    routingInvalid: "Routing number is not valid",
    checking: "Checking",
    accept: "I accept the autopay terms",
    declined: "Your bank declined this account for direct debit.",
    confirmed: "Auto Pay Confirmed",
    switchedToManual: "Switched to Manual Payment",
    currentPassword: "Current password",
    newPassword: "New password",
    reenter: /^Re-enter/,
    savePassword: /^Save/,
    currentInvalid: "Current password is incorrect",
    passwordChanged: "Password updated successfully!",
    changePassword: "Change password",
    changeHeading: "Change your password",
    cancel: "Cancel",
    profileTab: "My profile",
  },
  fr: {
    prefix: "/fr",
    usernameInUse: "Échec de la mise à jour - ce nom d’utilisateur est déjà utilisé",
    debit: /Prélèvement automatique sur un compte bancaire/,
    manual: "Je paierai chaque facture moi-même",
    bankName: "Nom de la banque",
    accountNumber: "Numéro de compte",
    routingNumber: "Numéro d’acheminement",
    routingInvalid: "Le numéro d’acheminement n’est pas valide",
    checking: "Chèques",
    accept: "J’accepte les conditions du paiement automatique",
    declined: "Votre institution financière a refusé ce compte pour le prélèvement automatique.",
    confirmed: "Paiement automatique confirmé",
    switchedToManual: "Passage au paiement manuel effectué",
    currentPassword: "Mot de passe actuel",
    newPassword: "Nouveau mot de passe",
    reenter: /^Confirmer le nouveau mot de passe/,
    savePassword: /^Enregistrer le mot de passe/,
    currentInvalid: "Le mot de passe actuel est incorrect",
    passwordChanged: "Mot de passe mis à jour",
    changePassword: "Changer le mot de passe",
    changeHeading: "Changer votre mot de passe",
    cancel: "Annuler",
    profileTab: "Mon profil",
  },
} as const

/** Carla on the autopay tab with direct debit chosen, her bank's name, number, Checking and routing number. */
const startDirectDebit = async (
  page: Page,
  lang: "en" | "fr",
  accountNumber: string,
  routingNumber: string,
): Promise<void> => {
  const text = stateTexts[lang]
  await openSettings(page, "autoPay", text.prefix)
  await choose(page, text.debit)
  await page.getByLabel(text.bankName, { exact: true }).fill("First Bank")
  await page.getByLabel(text.accountNumber, { exact: true }).fill(accountNumber)
  await choose(page, text.checking)
  // Typed and left before anything else is clicked: leaving it may show its message, moving what is below.
  const routing = page.getByLabel(text.routingNumber, { exact: true })
  await routing.fill(routingNumber)
  await routing.blur()
}

for (const lang of ["en", "fr"] as const) {
  const text = stateTexts[lang]
  test.describe(`message states pass axe (${lang})`, () => {
    test("profile: a username in use", async ({ page }) => {
      await signIn(page, personas.carla.username, personas.carla.password)
      await openSettings(page, undefined, text.prefix)
      await page
        .getByLabel(lang === "en" ? "Username" : "Nom d’utilisateur", { exact: true })
        .fill("bruno.tremblay")
      await save(page).click()
      await expect(alerts(page)).toContainText(text.usernameInUse)
      await expectAccessible(page, `profile, username in use (${lang})`)
    })

    test("autopay: an invalid routing number under its field, then the provider's 435 messages", async ({
      page,
    }) => {
      await signIn(page, personas.carla.username, personas.carla.password)
      await startDirectDebit(page, lang, "0000123456", "011000016")
      const routing = page.getByLabel(text.routingNumber, { exact: true })
      await expectFieldError(routing, text.routingInvalid)
      await tick(page, text.accept)
      await expect(save(page)).toBeDisabled()
      await expectAccessible(page, `autopay, invalid routing (${lang})`)

      await routing.fill("011000015")
      await save(page).click()
      await expect(alerts(page)).toContainText(text.declined)
      await expectAccessible(page, `autopay, the provider's 435 messages (${lang})`)
    })

    test("autopay: direct debit confirmed, then switched to manual", async ({ page }) => {
      await signIn(page, personas.carla.username, personas.carla.password)
      await startDirectDebit(page, lang, "123456789", "011000015")
      await tick(page, text.accept)
      await save(page).click()
      await expect(alerts(page)).toContainText(text.confirmed)
      await expectAccessible(page, `autopay, direct debit confirmed (${lang})`)

      await choose(page, text.manual)
      await tick(page, text.accept)
      await save(page).click()
      await expect(alerts(page)).toContainText(text.switchedToManual)
      await expectAccessible(page, `autopay, switched to manual (${lang})`)
    })

    test("password change: from My profile, its Cancel back there, the form, a wrong current password, then the change", async ({
      page,
    }) => {
      await signIn(page, personas.carla.username, personas.carla.password)
      await openSettings(page, undefined, text.prefix)
      const changeLink = page.getByRole("link", { name: text.changePassword })
      await changeLink.click()
      await page.waitForURL((url) => url.pathname.endsWith("/account/settings/password-reset"))
      // Chosen, not forced: its own heading, and a way back.
      await expect(page.getByRole("heading", { level: 1, name: text.changeHeading })).toBeVisible()
      await page.getByRole("link", { name: text.cancel, exact: true }).click()
      await page.waitForURL((url) => url.pathname.endsWith("/account/settings"))
      await expect(tab(page, text.profileTab)).toHaveAttribute("aria-selected", "true")
      await changeLink.click()
      await expect(page.getByRole("heading", { level: 1, name: text.changeHeading })).toBeVisible()
      const current = page.locator("input").and(page.getByLabel(text.currentPassword))
      const fresh = page.locator("input").and(page.getByLabel(text.newPassword, { exact: true }))
      const again = page.locator("input").and(page.getByLabel(text.reenter))
      await expect(current).toBeVisible()
      await expectAccessible(page, `password change, the form (${lang})`)
      await current.fill("Wrong2026!")
      await fresh.fill("Tideway2027!")
      await again.fill("Tideway2027!")
      await page.getByRole("button", { name: text.savePassword }).click()
      await expect(alerts(page)).toContainText(text.currentInvalid)
      await expectAccessible(page, `password change, wrong current password (${lang})`)
      await current.fill(personas.carla.password)
      await page.getByRole("button", { name: text.savePassword }).click()
      await page.waitForURL((url) => url.pathname.endsWith("/account/settings"))
      await expect(alerts(page)).toContainText(text.passwordChanged)
      await expectAccessible(page, `settings after a password change (${lang})`)
    })
  })
}

test.describe("on lakeside-utilities, in French", () => {
  test.use({ server: "lakeside" })

  test("Northwind's locked bill delivery, skipped by the arrows, and locked autopay pass axe (fr)", async ({
    page,
  }) => {
    await signIn(page, personas.northwind.username, personas.northwind.password)
    await openSettings(page, undefined, "/fr")
    const delivery = tab(page, "Envoi des factures")
    await expect(delivery).toBeDisabled()
    await expect(delivery).toHaveAttribute("data-locked", "")
    await expect(delivery).toHaveAccessibleDescription(
      "L’envoi des factures est verrouillé\u202f: votre compte exige la facture sans papier, le mode d’envoi ne peut donc pas être modifié.",
    )
    await expectAccessible(page, "bill delivery locked (lakeside, fr)")
    await shoot(page, "settings-ebill-locked-lakeside-fr-1280x800")
    await tab(page, "Mon profil").focus()
    await page.keyboard.press("ArrowRight")
    await expect(tab(page, "Prélèvement automatique")).toBeFocused()
    await expect(page.getByText(/ne peut pas être modifié en ligne/)).toBeVisible()
    await expectAccessible(page, "autopay locked (lakeside, fr)")
  })

  test("Carla's split routing and the password name rule, in French (fr)", async ({ page }) => {
    await signIn(page, personas.carla.username, personas.carla.password)
    await openSettings(page, "autoPay", "/fr")
    await choose(page, stateTexts.fr.debit)
    await page.getByLabel("Nom de la banque", { exact: true }).fill("Caisse Lakeside")
    await page.getByLabel("Numéro de compte", { exact: true }).fill("123456789")
    await page.getByLabel(/Numéro de domiciliation/).fill("11000")
    await choose(page, "Chèques")
    const institution = page.getByLabel(/Numéro d’institution/)
    await institution.fill("016")
    await institution.blur()
    await expectFieldError(institution, "Les numéros d’institution et de transit ne sont pas valides")
    await expectAccessible(page, "autopay, invalid institution (lakeside, fr)")

    await page.goto("/fr/account/settings/password-reset")
    await page.locator("input").and(page.getByLabel("Mot de passe actuel")).fill(personas.carla.password)
    await page
      .locator("input")
      .and(page.getByLabel("Nouveau mot de passe", { exact: true }))
      .fill("Xcarla.ngu9")
    await page
      .locator("input")
      .and(page.getByLabel(/^Confirmer le nouveau mot de passe/))
      .fill("Xcarla.ngu9")
    await page.getByRole("button", { name: /^Enregistrer le mot de passe/ }).click()
    await expect(
      page.getByText(
        "Le mot de passe ne peut pas contenir votre nom ni une partie de votre nom d’utilisateur",
      ),
    ).toBeVisible()
    await expectAccessible(page, "password change, name rule (lakeside, fr)")
  })
})

for (const server of ["aurora", "lakeside"] as const) {
  test.describe(`screens on ${server}`, () => {
    test.use({ server })
    for (const [lang, prefix] of [
      ["en", ""],
      ["fr", "/fr"],
    ] as const) {
      // One test per size: three tabs, each loaded and photographed, fit a test's time on a busy machine.
      for (const { width, height } of screenSizes) {
        test(`each tab reads at ${width}×${height} (${lang})`, async ({ page }) => {
          await page.setViewportSize({ width, height })
          await signIn(page, personas.carla.username, personas.carla.password)
          for (const view of ["myProfile", "eBill", "autoPay"] as const) {
            await page.goto(`${prefix}/account/settings?currentView=${view}`)
            await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toBeVisible()
            expect(
              await page.evaluate(
                "document.documentElement.scrollWidth - document.documentElement.clientWidth",
              ),
              `sideways scroll on ${view} at ${width}×${height} (${lang})`,
            ).toBe(0)
            await shoot(page, `settings-${server}-${view}-${lang}-${width}x${height}`)
          }
        })
      }
    }
  })
}
