import { expect, expectAccessible, test } from "./fixtures.ts"

test("the home page has a main landmark and passes axe", async ({ page }) => {
  await page.goto("/")
  await expect(page.getByRole("main")).toBeVisible()
  await expectAccessible(page, "home")
})
