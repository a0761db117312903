import type { Clock } from "../clock.ts"
import { seedState } from "../fixtures/seed.ts"
import type { State } from "./state.ts"

/** The mock provider's data: seeded at start, changed by requests, restored by /__mock/reset. */
export const createStore = (clock: Clock, seed: string) => {
  let state = seedState(clock.now(), seed)
  let generation = 0
  return {
    get state(): State {
      return state
    },
    /** How many resets there have been: what counts per state (rate limits) starts afresh with each. */
    get generation() {
      return generation
    },
    reset: () => {
      state = seedState(clock.now(), seed)
      generation += 1
    },
  }
}

export type Store = ReturnType<typeof createStore>
