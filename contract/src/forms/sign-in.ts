import { Schema } from "effect"
import { enteredPasswordField } from "../rules/password.ts"
import { signInUsernameField } from "../rules/username.ts"

/** Home's sign-in form (spec §5 Sign-in). */
export const signInForm = Schema.Struct({
  username: signInUsernameField,
  password: enteredPasswordField,
})
