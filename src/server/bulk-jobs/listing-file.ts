/**
 * TEMPORARY: the names src/server/bulk-jobs/files/ (branch bulk-files) exports, declared here until
 * that branch is merged; then this file re-exports them and nothing else.
 */
import type { OptimizerInput } from '../../contract/optimizer.js';
import { AppError } from '../http/errors.js';

export interface BulkRow {
  row: number;
  sku: string;
  input: OptimizerInput;
}
export interface RowProblem {
  row: number;
  sku?: string;
  message: string;
}
export interface ParsedListingFile {
  layout: 'listcraft' | 'amazon';
  format: 'csv' | 'xlsx';
  rows: BulkRow[];
  problems: RowProblem[];
}
export interface RowResult {
  row: number;
  status: string;
  score?: number;
  changes?: string[];
  error?: string;
}

const notYet = () => new AppError('SERVICE_UNAVAILABLE', 'Bulk files are not available yet.');
export function parseListingFile(_file: { bytes: Uint8Array; fileName: string }): ParsedListingFile {
  throw notYet();
}
export function listcraftTemplate(_format: 'csv' | 'xlsx'): Uint8Array {
  throw notYet();
}
export function writeResultFile(_options: { parsed: ParsedListingFile; results: RowResult[]; format: 'csv' | 'xlsx' }): Uint8Array {
  throw notYet();
}
