// The limits of POST /api/files (API.md, Uploads): the server enforces them while the body
// streams in; the upload screen checks them before sending.
export const UPLOAD_MAX_FILES = 20;
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
