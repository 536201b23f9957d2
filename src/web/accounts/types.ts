export interface SessionUser {
  id: string;
  email: string;
  name?: string | null;
  display_name?: string | null;
  emailVerified?: boolean;
}

export type SessionState =
  | { status: 'loading'; user: null }
  /** `expired`: the session ended without the seller signing out (it expired or was revoked). */
  | { status: 'signed-out'; user: null; expired?: boolean }
  | { status: 'signed-in'; user: SessionUser };
