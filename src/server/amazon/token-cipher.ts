import crypto from 'node:crypto';

/**
 * Seals third-party tokens for storage: AES-256-GCM with a fresh 96-bit nonce per token, so the
 * same token stored twice never looks the same, and a changed byte fails to open rather than
 * decrypting into garbage. The text is `v1.<nonce>.<ciphertext>.<tag>` in base64url; the version
 * leaves room for a key rotation later. The additional data binds a sealed token to its owner,
 * so a row copied onto another account cannot be opened there.
 */
export interface TokenCipher {
  seal(plain: string, owner: string): string;
  open(sealed: string, owner: string): string;
}

export function tokenCipher(keyBase64url: string): TokenCipher {
  const key = Buffer.from(keyBase64url, 'base64url');
  if (key.length !== 32) throw new Error('The token key must be 32 bytes.');
  return {
    seal(plain, owner) {
      const nonce = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(owner, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', nonce, body, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed, owner) {
      const [version, nonce, body, tag] = sealed.split('.');
      if (version !== 'v1' || !nonce || body === undefined || !tag) throw new Error('Not a sealed token.');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(owner, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
