/**
 * The bulk file module (files/, branch bulk-files) as this feature uses it.
 * TEMPORARY: `listcraftTemplate` and `writeResultFile` are not in files/ yet; until they land they
 * answer 503, and this file re-exports them from files/ once they do.
 */
import { AppError } from '../http/errors.js';
import type { ListingFileFormat, ParsedListingFile, BulkRowResult, ResultFile } from './files/types.js';

export { parseListingFile } from './files/parse.js';
export type { BulkRow, BulkRowResult, ListingFileFormat, ParsedListingFile, ResultFile, RowProblem, SkippedRow } from './files/types.js';

const notYet = () => new AppError('SERVICE_UNAVAILABLE', 'Bulk result files are not available yet.');
export function listcraftTemplate(_format: ListingFileFormat): Promise<ResultFile> {
  return Promise.reject(notYet());
}
export function writeResultFile(_options: { parsed: ParsedListingFile; results: BulkRowResult[]; format: ListingFileFormat }): Promise<ResultFile> {
  return Promise.reject(notYet());
}
