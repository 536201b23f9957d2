import type { FastifyError, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';

/** What an upload route tells the seller, in the words of what it takes (an export, a listings file). */
export interface UploadWords {
  /** Not multipart/form-data at all. */
  howToSend: string;
  /** More files, fields or parts than the one file. */
  oneAtATime: string;
  noFile: string;
  wrongField: (used: string) => string;
  tooLarge: () => AppError;
  /** A JSON body over the route's limit, where the route also takes one (a paste). */
  bodyTooLarge?: () => AppError;
}

/**
 * Errors of the upload machinery (busboy, @fastify/multipart, the body limit) in the API's words;
 * anything else is returned as it is. Rethrown, they reach the app's one error handler.
 */
export function uploadError(error: FastifyError, words: UploadWords): Error {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return words.tooLarge();
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('BAD_REQUEST', words.oneAtATime);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', words.howToSend);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return words.bodyTooLarge?.() ?? error;
    default:
      return error;
  }
}

/** The one uploaded file, in a field named "file", read into memory (the plugin's fileSize at most). */
export async function uploadedFile(request: FastifyRequest, words: UploadWords): Promise<{ name: string; bytes: Uint8Array }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', words.howToSend);
  try {
    const part = await request.file();
    if (!part) throw new AppError('BAD_REQUEST', words.noFile);
    if (part.fieldname !== 'file') throw new AppError('BAD_REQUEST', words.wrongField(part.fieldname.slice(0, 40)));
    const bytes = await part.toBuffer();
    return { name: part.filename, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const converted = uploadError(error as FastifyError, words);
    if (converted !== error) throw converted;
    // busboy's own complaints (a cut-off or malformed form) carry no status: without this they would be 500s.
    throw new AppError('BAD_REQUEST', 'The upload could not be read: it was cut off or malformed. Choose the file again and retry.');
  }
}
