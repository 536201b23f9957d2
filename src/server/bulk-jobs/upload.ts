import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';
import { uploadedFile, type UploadWords } from '../uploads/multipart-file.js';
import { MAX_FILE_BYTES } from './files/index.js';

const FIELD = 'Upload the listings file as multipart/form-data, in a field named "file".';
const MB = Math.round(MAX_FILE_BYTES / 1024 / 1024);

/** The bulk upload's messages for the shared upload machinery. */
export const LISTING_FILE_WORDS: UploadWords = {
  howToSend: FIELD,
  oneAtATime: `Upload one file at a time. ${FIELD}`,
  noFile: `No file was uploaded. ${FIELD}`,
  wrongField: (used) => `Send the file in a field named "file" (this upload used "${used}").`,
  tooLarge: () =>
    new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${MB} MB, the most one bulk file may be. Split it into smaller files.`, { limit: MAX_FILE_BYTES }),
};

/** The uploaded listings file, read into memory (MAX_FILE_BYTES at most). */
export async function uploadedListingFile(request: FastifyRequest): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { name, bytes } = await uploadedFile(request, LISTING_FILE_WORDS);
  return { fileName: name || 'listings', bytes };
}
