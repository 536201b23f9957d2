import fs from 'node:fs';

/** Debian's Chromium; Playwright cannot download its own browser on this network. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export const chromiumExecutable = (): string | undefined => (fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined);

/**
 * Flags for running as root on a machine with a closed network: without the background-networking
 * ones Chromium keeps dialling Google's hosts and gets refused.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
