// @vitest-environment jsdom
import type { AccountStanding } from "@billpath/contract/rules"
import { screen } from "@testing-library/react"
import { describe, expect, test } from "vitest"
import { renderPart } from "../../testing/render-part.tsx"
import { StandingSummary } from "./standing-summary.tsx"

const standings: ReadonlyArray<{
  readonly standing: AccountStanding
  readonly en: readonly [string, string | null]
  readonly fr: readonly [string, string | null]
}> = [
  {
    standing: { kind: "pastDue", dueDate: "2026-11-13", daysOverdue: 9 },
    en: ["Overdue by 9 days", "Your payment was due on 11/13/2026."],
    fr: ["En retard de 9 jours", "Votre paiement était dû le 2026-11-13."],
  },
  {
    standing: { kind: "pastDue", dueDate: "2026-11-21", daysOverdue: 1 },
    en: ["Overdue by 1 day", "Your payment was due on 11/21/2026."],
    fr: ["En retard de 1 jour", "Votre paiement était dû le 2026-11-21."],
  },
  {
    standing: { kind: "dueToday", dueDate: "2026-11-22" },
    en: ["Payment due today", "Pay by the end of the day (11/22/2026) to stay on time."],
    fr: ["Paiement dû aujourd’hui", "Payez d’ici la fin de la journée (2026-11-22) pour rester à jour."],
  },
  {
    standing: { kind: "dueLater", dueDate: "2026-12-04", daysLeft: 12 },
    en: ["Payment due in 12 days", "Due on 12/04/2026."],
    fr: ["Paiement dû dans 12 jours", "Échéance le 2026-12-04."],
  },
  {
    standing: { kind: "autopayScheduled", scheduledDate: "2026-12-01", daysLeft: 9 },
    en: ["Autopay scheduled for 12/01/2026", "No action needed: your balance will be paid automatically."],
    fr: [
      "Paiement automatique prévu le 2026-12-01",
      "Aucune action requise\u202f: votre solde sera payé automatiquement.",
    ],
  },
  {
    standing: { kind: "autopayProcessing", scheduledDate: "2026-11-19" },
    en: [
      "Autopay is processing your payment",
      "It was scheduled for 11/19/2026. Your balance updates once the payment clears.",
    ],
    fr: [
      "Paiement automatique en cours de traitement",
      "Il était prévu le 2026-11-19. Votre solde sera mis à jour une fois le paiement traité.",
    ],
  },
  {
    standing: { kind: "autopayOn" },
    en: ["Autopay enabled", null],
    fr: ["Paiement automatique activé", null],
  },
  {
    standing: { kind: "paidUp", credit: 0 },
    en: ["You’re all paid up", "Nothing is due right now."],
    fr: ["Vous êtes à jour dans vos paiements", "Aucun paiement n’est dû pour l’instant."],
  },
  {
    standing: { kind: "paidUp", credit: 12.5 },
    en: ["You’re all paid up", "You have a credit of $12.50."],
    fr: ["Vous êtes à jour dans vos paiements", "Vous avez un crédit de 12,50\u00a0$."],
  },
]

describe("the overview card's words for each standing", () => {
  for (const { standing, en, fr } of standings) {
    for (const [language, [headline, detail]] of [
      ["en", en],
      ["fr", fr],
    ] as const) {
      test(`${standing.kind} ${JSON.stringify(standing)} (${language})`, () => {
        const { container } = renderPart(<StandingSummary standing={standing} />, { language })
        expect(screen.getByTestId("payment-status").textContent).toBe(headline)
        const paragraphs = [...container.querySelectorAll("p")].map((paragraph) => paragraph.textContent)
        expect(paragraphs).toEqual(detail === null ? [headline] : [headline, detail])
        // An icon goes with the words, so the state never rests on colour alone.
        expect(container.querySelector(`svg[data-standing="${standing.kind}"]`)).not.toBeNull()
      })
    }
  }

  test("the date in a detail stays on one line", () => {
    const { container } = renderPart(
      <StandingSummary standing={{ kind: "pastDue", dueDate: "2026-11-13", daysOverdue: 9 }} />,
      { language: "fr" },
    )
    const date = [...container.querySelectorAll("span")].find((span) => span.textContent === "2026-11-13")
    expect(date).toBeDefined()
  })
})
