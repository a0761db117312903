/** The contract's schemas and Effect load when the visitor starts a step, not with the page. */
export const loadRegisterCalls = () => import("./register-calls.ts")
