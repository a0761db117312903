/** The contract's schemas and Effect load when the visitor starts on the reset, not with the page. */
export const loadPasswordResetCalls = () => import("./password-reset-calls.ts")
