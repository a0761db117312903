import type {
  PasskeyAssertion,
  PasskeyCreationOptions,
  PasskeyRegistrationCredential,
  PasskeyRequestOptions,
} from "@billpath/contract"

// The WebAuthn library loads here, on first use (a click, or the autofill check after the first paint), so no
// page carries it up front. The contract's options are read-only; the library takes plain copies.

const library = () => import("@simplewebauthn/browser")

/** The customer dismissed the browser's prompt, it timed out, or another ceremony took its place. */
export type NotDone = "notDone"

const descriptors = (list: PasskeyRequestOptions["allowCredentials"]) =>
  list?.map(({ transports, ...descriptor }) => ({
    ...descriptor,
    ...(transports === undefined ? {} : { transports: [...transports] }),
  }))

const requestOptions = ({ allowCredentials, hints, ...options }: PasskeyRequestOptions) => {
  const allowed = descriptors(allowCredentials)
  return {
    ...options,
    ...(allowed === undefined ? {} : { allowCredentials: allowed }),
    ...(hints === undefined ? {} : { hints: [...hints] }),
  }
}

const creationOptions = ({
  excludeCredentials,
  hints,
  pubKeyCredParams,
  ...options
}: PasskeyCreationOptions) => {
  const excluded = descriptors(excludeCredentials)
  return {
    ...options,
    pubKeyCredParams: [...pubKeyCredParams],
    ...(excluded === undefined ? {} : { excludeCredentials: excluded }),
    ...(hints === undefined ? {} : { hints: [...hints] }),
  }
}

/** Whether the browser can offer passkeys in the username field's autofill (conditional UI). */
export const canAutofillPasskeys = async (): Promise<boolean> => {
  // The browser's own check first, so a browser without it never loads the library.
  const check = window.PublicKeyCredential?.isConditionalMediationAvailable
  if (check === undefined || !(await check.call(window.PublicKeyCredential))) return false
  return (await library()).browserSupportsWebAuthnAutofill()
}

/** Signs the server's challenge with one of the customer's passkeys; from the autofill, it waits for a pick. */
export const getPasskey = async (
  options: PasskeyRequestOptions,
  autofill: boolean,
): Promise<PasskeyAssertion | NotDone> => {
  const { startAuthentication } = await library()
  try {
    return await startAuthentication({ optionsJSON: requestOptions(options), useBrowserAutofill: autofill })
  } catch {
    return "notDone"
  }
}

/** Makes a new passkey on this device for the server's options. */
export const createPasskey = async (
  options: PasskeyCreationOptions,
): Promise<PasskeyRegistrationCredential | NotDone> => {
  const { startRegistration } = await library()
  try {
    return await startRegistration({ optionsJSON: creationOptions(options) })
  } catch {
    return "notDone"
  }
}

/** Ends a waiting autofill request, when the page that asked goes. */
export const cancelPasskeyRequest = async (): Promise<void> => {
  ;(await library()).WebAuthnAbortService.cancelCeremony()
}
