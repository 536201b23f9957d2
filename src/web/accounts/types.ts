export interface SessionUser {
  id: string;
  email: string;
  name?: string | null;
  display_name?: string | null;
  emailVerified?: boolean;
}

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };
