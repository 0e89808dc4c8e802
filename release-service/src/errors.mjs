/** A refusal the HTTP layer sends as `{ error: { code, message, details } }` with its status. */
export class ServiceError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {{ details?: string[], extra?: Record<string, unknown>, headers?: Record<string, string> }} [more]
   */
  constructor(status, code, message, { details, extra, headers } = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details ?? [];
    this.extra = extra ?? {};
    this.headers = headers ?? {};
  }
}
