// What the sign-in form loads on its first focus (sign-in-form.tsx): the rules and the sign-in, and the way
// to the steps only some sign-ins show, whose own chunks load from here so the page itself does not name them.
export { signIn, signInRules } from "./sign-in.ts"

export const loadCodeStep = () => import("./code-step.tsx").then(({ CodeStep }) => ({ default: CodeStep }))

export const loadPasskeySignIn = () =>
  import("./passkey-sign-in.tsx").then(({ PasskeySignIn }) => ({ default: PasskeySignIn }))
