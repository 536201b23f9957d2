import type { FastifyError, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';
import { MAX_FILE_BYTES } from './files/index.js';

const FIELD = 'Upload the listings file as multipart/form-data, in a field named "file".';
const MB = Math.round(MAX_FILE_BYTES / 1024 / 1024);

/** Errors of the upload machinery (busboy, @fastify/multipart) in the API's words. */
export function uploadError(error: FastifyError): Error {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${MB} MB, the most one bulk file may be. Split it into smaller files.`, {
        limit: MAX_FILE_BYTES,
      });
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('BAD_REQUEST', `Upload one file at a time. ${FIELD}`);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', FIELD);
    default:
      return error;
  }
}

/** The uploaded listings file, read into memory (MAX_FILE_BYTES at most). */
export async function uploadedListingFile(request: FastifyRequest): Promise<{ fileName: string; bytes: Uint8Array }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', FIELD);
  try {
    const part = await request.file();
    if (!part) throw new AppError('BAD_REQUEST', `No file was uploaded. ${FIELD}`);
    if (part.fieldname !== 'file') throw new AppError('BAD_REQUEST', `Send the file in a field named "file" (this upload used "${part.fieldname.slice(0, 40)}").`);
    const bytes = await part.toBuffer();
    return { fileName: part.filename || 'listings', bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const converted = uploadError(error as FastifyError);
    if (converted !== error) throw converted;
    // busboy's own complaints (a cut-off or malformed form) carry no status: without this they would be 500s.
    throw new AppError('BAD_REQUEST', 'The upload could not be read: it was cut off or malformed. Choose the file again and retry.');
  }
}
