// Apart from statuses.ts, which imports schemas, so that code without Effect (read-answer.ts) can read them.

/** 401 on any signed-in endpoint: the token is missing, expired or retired; refresh and retry. */
export const unauthorizedStatus = 401
/** 400: the request broke the contract; the body says which field and why. */
export const badRequestStatus = 400
/** 414: a path parameter longer than the server reads (100 characters): a refusal like a 400. */
export const uriTooLongStatus = 414
