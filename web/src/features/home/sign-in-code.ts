// What the sign-in form loads on its first focus (sign-in-form.tsx): the rules, the sign-in and the steps
// only some sign-ins show, so the page itself carries none of them.
export { CodeStep } from "./code-step.tsx"
export { PasskeySignIn } from "./passkey-sign-in.tsx"
export { signIn, signInRules } from "./sign-in.ts"
