import type { AccountNames, AuthorizationLevel, Token } from "@billpath/contract"
import { usernameSkeleton } from "@billpath/contract/username-skeleton"
import type { ServerContext } from "../context.ts"
import type { Caller } from "../contract/handler.ts"
import type { OutboxMail, UserRecord } from "../store/state.ts"
import { issueToken, wireToken } from "../store/tokens.ts"

/** The user behind a token, by account (a username can change while the token lives); none for quick pay. */
export const userOf = (context: ServerContext, caller: Caller): UserRecord | undefined =>
  caller.level === "QuickPay" ? undefined : userOfAccount(context, caller.accountNumber)

export const userNamed = (context: ServerContext, username: string): UserRecord | undefined =>
  context.store.state.users.get(username.trim().toLowerCase())

/** The user whose username would pass for this one (the same skeleton), other than `except`. */
export const userLookingLike = (context: ServerContext, username: string, except?: UserRecord) => {
  const skeleton = usernameSkeleton(username)
  return [...context.store.state.users.values()].find(
    (user) => user !== except && usernameSkeleton(user.username) === skeleton,
  )
}

export const accountWithService = (context: ServerContext, accountNumber: string, serviceID: string) => {
  const account = context.store.state.accounts.get(accountNumber.trim())
  const wanted = serviceID.trim().toLowerCase()
  return account?.servicePoints.some((point) => point.serviceID.toLowerCase() === wanted)
    ? account
    : undefined
}

export const namesOf = ({ firstName, lastName, companyName }: AccountNames): AccountNames => ({
  firstName,
  lastName,
  companyName,
})

export const userOfAccount = (context: ServerContext, accountNumber: string): UserRecord | undefined =>
  [...context.store.state.users.values()].find((user) => user.accountNumber === accountNumber)

/** A new sign-in, or a visitor pass when no username is given. */
export const newToken = (
  context: ServerContext,
  level: AuthorizationLevel,
  accountNumber: string,
  username?: string,
): Token => wireToken(issueToken(context, { level, accountNumber, username }))

/** Kept for /__mock/outbox; the log says only what was sent, as more people read logs than mailboxes. */
export const mailUser = (
  context: ServerContext,
  user: UserRecord,
  mail: Pick<OutboxMail, "subject" | "code" | "temporaryPassword">,
  what: string,
): void => {
  const { outbox } = context.store.state
  const to = user.notificationEmailAddress
  outbox.push({ to, username: user.username, ...mail, sentAt: context.clock.now().toISOString() })
  outbox.splice(0, Math.max(0, outbox.length - outboxSize))
  context.announce(`mock e-mail to ${to}: ${what} for ${user.username} (GET /__mock/outbox)`)
}

const outboxSize = 100
