// The session check's interface, below the features and the HTTP layer (context.ts, http/auth.ts) that use it; made
// by features/sessions/sessionCheck.ts.

/** What the session check answers for an open session of an active user. */
export interface OpenSession {
  userId: number;
  createdAt: Date;
}

export interface SessionCheck {
  /** The token's session when it is open and its user active, else null. */
  check(claims: { userId: number; sessionId: string }): Promise<OpenSession | null>;
  /** Forgets what this instance remembers of these sessions (ended here: refused at once on this replica). */
  forget(sessionIds: readonly string[]): void;
  /** Forgets every session of a user (an account deleted here). */
  forgetUser(userId: number): void;
}
