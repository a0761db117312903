import type { Clock } from "../clock.ts"
import { seedState } from "../fixtures/seed.ts"
import type { State } from "./state.ts"

/** The mock provider's data: seeded at start, changed by requests, restored by /__mock/reset. */
export interface Store {
  readonly state: State
  readonly reset: () => void
}

export const createStore = (clock: Clock, seed: string): Store => {
  let state = seedState(clock.now(), seed)
  return {
    get state() {
      return state
    },
    reset: () => {
      state = seedState(clock.now(), seed)
    },
  }
}
