/**
 * The registration's rules and calls (the contract's schemas, with Effect), one loader for both steps: they
 * load when the visitor starts filling a step, not with the page.
 */
export const loadRegisterCalls = () => import("./register-calls.ts")
