// What the sign-in form loads on its first focus (sign-in-form.tsx), so the page itself carries none of it.
export { CodeStep } from "./code-step.tsx"
export { PasskeySignIn } from "./passkey-sign-in.tsx"
export { signIn, signInRules } from "./sign-in.ts"
