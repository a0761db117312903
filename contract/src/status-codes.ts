// Apart from statuses.ts, which imports schemas, so that the light client can read them without Effect.

/** 401 on any signed-in endpoint: the token is missing, expired or retired; refresh and retry. */
export const unauthorizedStatus = 401
/** 400: the request broke the contract; the body says which field and why. */
export const badRequestStatus = 400
