import { themeStylesheetPath } from "@billpath/portal-server/site/theme-stylesheet.ts"
import { describe, expect, test } from "vitest"
import { startTestServer } from "../testing/mock-server.ts"

describe("the theme's stylesheet", () => {
  test("holds the active theme's colours, fonts and radii as CSS variables", async () => {
    const { app, context } = await startTestServer({ themeId: "lakeside-utilities" })
    const answer = await app.inject({ method: "GET", url: themeStylesheetPath })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers["content-type"]).toMatch(/^text\/css/u)
    const { colors, fonts, radii } = context.theme.styles
    expect(answer.body).toContain(`--theme-primary: ${colors.primary};`)
    expect(answer.body).toContain(`--theme-on-primary: ${colors.onPrimary};`)
    expect(answer.body).toContain(`--theme-muted-text: ${colors.mutedText};`)
    expect(answer.body).toContain(`--theme-font-body: ${fonts.body};`)
    expect(answer.body).toContain(`--theme-radius-card: ${radii.card};`)
  })
})
