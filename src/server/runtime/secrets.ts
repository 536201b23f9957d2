import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const secretsSchema = z.object({
  authSecret: z.string().min(32),
  /** Lets `npm run admin` reach a running server that holds the embedded database. */
  adminToken: z.string().min(32),
  /**
   * AES-256-GCM key (32 bytes, base64url) for third-party tokens kept at rest, such as a seller's
   * Amazon refresh token. Added after the first release, so an older file gains one on start.
   */
  tokenKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'must be 32 bytes in base64url' }),
});
export type Secrets = z.infer<typeof secretsSchema>;

const newKey = () => crypto.randomBytes(32).toString('base64url');

const SECRETS_FILE = 'secrets.json';

/**
 * DATA_DIR holds the database files and these secrets, so only our user may enter it. mkdir's
 * mode applies only to a folder it creates: one made beforehand (say with 0777) is tightened here.
 */
export function prepareDataDir(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    if ((fs.statSync(dataDir).mode & 0o777) !== 0o700) fs.chmodSync(dataDir, 0o700);
  } catch (error) {
    throw new Error(`DATA_DIR ${dataDir} must be private (mode 0700) and could not be made so: ${(error as Error).message}`);
  }
}

/** Reads the generated secrets from DATA_DIR, creating them (mode 0600) on first start. */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, SECRETS_FILE);
  prepareDataDir(dataDir);
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    const upgrade = stored && typeof stored === 'object' && stored.tokenKey === undefined;
    const parsed = secretsSchema.safeParse(upgrade ? { ...stored, tokenKey: newKey() } : stored);
    if (!parsed.success) throw new Error(`${file} is damaged; delete it to generate new secrets (all sessions will end).`);
    // An install from before the token key: write the key once, through a temporary file, so a
    // crash mid-write never leaves a half file that would end every session.
    if (upgrade) {
      const temporary = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, JSON.stringify(parsed.data, null, 2), { mode: 0o600, flag: 'wx' });
      fs.renameSync(temporary, file);
    }
    fs.chmodSync(file, 0o600);
    return parsed.data;
  }
  const secrets: Secrets = { authSecret: newKey(), adminToken: newKey(), tokenKey: newKey() };
  // 'wx' refuses to overwrite a file another process created in the meantime.
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
  return secrets;
}
