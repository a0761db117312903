import type { Charge } from "@billpath/contract"
import { addDays } from "../clock.ts"

const services = ["TEL-5550101", "NET-8820410", "TV-3310072"] as const
const names = ["Monthly plan", "Data add-on", "Long distance", "Equipment rental", "Regulatory fee"] as const

/** `count` rows over the year before `today`, newest first, made one at a time for a streamed export. */
export function* bulkCharges(count: number, today: string): Generator<Charge> {
  for (let index = 0; index < count; index += 1) {
    const statementDate = addDays(today, -Math.floor((index * 365) / Math.max(1, count)))
    const cents = 500 + ((index * 7919) % 9500)
    const amount = cents / 100
    const tax = Math.round(cents * 0.08) / 100
    yield {
      chargeName: `${names[index % names.length]} - ${services[index % services.length]}`,
      statementDate,
      startDate: addDays(statementDate, -30),
      endDate: addDays(statementDate, -1),
      amount,
      tax,
      total: Math.round((amount + tax) * 100) / 100,
      quantity: 1 + (index % 40),
    }
  }
}
