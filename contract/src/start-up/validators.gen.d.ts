// Generated from the contract's schemas by `npm run contract:start-up` (Ajv standalone). Do not edit:
// tests/start-up-validators.test.ts fails when it no longer matches the schemas.
import type { StoredSession, Token } from "../entities/auth.ts"
import type { Config } from "../entities/config.ts"
import type { LanguageList, PortalTexts } from "../entities/language.ts"
import type { ProviderTheme } from "../entities/theme.ts"

export interface Validator<T> {
  (value: unknown): value is T
  errors?: ReadonlyArray<{ readonly instancePath: string; readonly keyword: string }> | null
}
export declare const config: Validator<Config>
export declare const theme: Validator<ProviderTheme>
export declare const languages: Validator<typeof LanguageList.Type>
export declare const portalTexts: Validator<typeof PortalTexts.Type>
export declare const storedSession: Validator<StoredSession>
export declare const visitorPass: Validator<Token>

export declare const paths: {"config":"/config.json","theme":"/theme/theme.json","languages":"/language/Portal","portalTexts":"/language/Portal/{lang}"}
