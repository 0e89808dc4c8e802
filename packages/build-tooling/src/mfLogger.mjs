// The Module Federation SDK's logger, as the host's browser runtime uses it: each message goes to the
// console with the logger's prefix, and `debug` only while localStorage holds FEDERATION_DEBUG (the SDK's
// switch). Left out: the stack trace the SDK adds in debug mode and the build-time delegation to a
// compiler's logger (0.18 KB gzip on every page). Production host builds take it in place of the SDK's
// logger.js (hostResolveSettings in federation.mjs); packages/build-tooling/test/mfRuntimeParts.test.mjs
// checks that it exports what the SDK's does.
/** Where each call goes: the first of these the delegate has, else the console's (as the SDK does). */
const ORDER = {
  log: ['log', 'info'],
  info: ['info', 'log'],
  success: ['info', 'log'],
  ready: ['info', 'log'],
  warn: ['warn', 'info', 'log'],
  error: ['error', 'warn', 'log'],
  debug: ['debug', 'log'],
};

function debugging() {
  try {
    return Boolean(globalThis.localStorage?.getItem('FEDERATION_DEBUG'));
  } catch {
    return false;
  }
}

class Logger {
  constructor(prefix) {
    this.prefix = prefix;
    this.delegate = console;
  }
  setPrefix(prefix) {
    this.prefix = prefix;
  }
  setDelegate(delegate) {
    this.delegate = delegate ?? console;
  }
}
for (const [method, order] of Object.entries(ORDER)) {
  Logger.prototype[method] = function emit(...args) {
    if (method === 'debug' && !debugging()) return;
    for (const target of [this.delegate, console]) {
      const name = order.find((candidate) => typeof target[candidate] === 'function');
      if (name) return void target[name].call(target, this.prefix, ...args);
    }
  };
}

export function createLogger(prefix) {
  return new Logger(prefix);
}
export const createInfrastructureLogger = createLogger;
/** Build-time only: a browser has no compiler whose logger could take the messages. */
export function bindLoggerToCompiler() {}
export const logger = createLogger('[ Module Federation ]');
export const infrastructureLogger = logger;
