import type { AccessTokens } from "../auth/access-tokens";
import type { LoginThrottle } from "../auth/login-throttle";
import type { SessionCache } from "../auth/session-cache";
import type { Database } from "../db/client";
import type { BackgroundWork } from "../lib/background";
import type { Outbox } from "../mail/outbox";
import type { FileStorage } from "../storage/file-storage";

/** What the services share: the database, tokens, sessions, the mail outbox and the file storage. */
export type ServiceContext = {
  db: Database;
  tokens: AccessTokens;
  /** Services forget a person's remembered sessions after changing their account. */
  sessions: SessionCache;
  outbox: Outbox;
  /** Per-account brake on wrong passwords. */
  loginThrottle: LoginThrottle;
  /** Work started by a request and finished after its answer. */
  background: BackgroundWork;
  storage: FileStorage;
  productName: string;
  publicUrl: string;
};

export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000;
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
