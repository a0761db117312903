import { Schema } from "effect"
import { emailShaped } from "./email.ts"
import { atMost, failsWith, required } from "./filter.ts"
import { fieldLimits } from "./limits.ts"
import { noLookAlikes } from "./look-alikes.ts"
import { noSymbols } from "./text.ts"
import { usernameLetters } from "./username-letters.ts"

export const usernameMinLength = 6

export interface UsernameSettings {
  readonly requireEmailUsername: boolean
}

/** A username being chosen or changed; with `requireEmailUsername`, an e-mail address. */
export const usernameField = (settings: UsernameSettings, screen: "profile" | "registration") =>
  Schema.String.check(
    required(),
    atMost(fieldLimits.username),
    failsWith(
      screen === "profile" ? "account.fieldUsernameLength" : "register.fieldUsernameLength",
      (value) => value === "" || value.length >= usernameMinLength,
      {
        generate: { minLength: usernameMinLength },
        // Empty is `required`'s to refuse; lengths count code points there (json-schema-gaps.ts).
        jsonSchema: { anyOf: [{ maxLength: 0 }, { minLength: usernameMinLength }] },
      },
    ),
    noSymbols,
    noLookAlikes,
    usernameLetters,
    ...(settings.requireEmailUsername ? [emailShaped("register.fieldEmail")] : []),
  )

export const signInUsernameField = Schema.String.check(
  required(),
  atMost(fieldLimits.username),
  noSymbols,
  noLookAlikes,
)
