import fs from 'node:fs';
import dotenv from 'dotenv';
import { ConfigError, loadConfig, type Config } from './config.js';

/**
 * For command-line entry points: loads `.env` when present, validates, and on bad values prints
 * one message naming every bad variable and exits non-zero.
 */
export function loadEnvironment(): Config {
  if (fs.existsSync('.env')) dotenv.config({ path: '.env', quiet: true });
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
