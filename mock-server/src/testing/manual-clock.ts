import type { Clock } from "../clock.ts"

/** A clock that moves only when told to: tests use it to expire tokens without waiting. */
export interface ManualClock extends Clock {
  readonly advance: (milliseconds: number) => void
}

export const manualClock = (startAt: Date): ManualClock => {
  let current = startAt.getTime()
  return {
    now: () => new Date(current),
    millis: () => current,
    advance: (milliseconds) => {
      current += milliseconds
    },
  }
}
