/** A refusal the CLI prints as-is (no stack trace) and exits non-zero with. */
export class ReleaseError extends Error {
  /**
   * @param {string} message what is wrong and, where possible, what to do instead
   * @param {{ code?: string, details?: string[] }} [options]
   */
  constructor(message, { code = 'invalid', details = [] } = {}) {
    super(message);
    this.name = 'ReleaseError';
    this.code = code;
    this.details = details;
  }
}
