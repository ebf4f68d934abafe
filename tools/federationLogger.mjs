// The federation runtime's console logger, small: the same calls (prefix, delegate, levels) without the stack
// traces of its debug mode, which a shopper's page never turns on (docs/decisions/0045-first-view-script.md).
const PREFIX = '[ Module Federation ]';
const levels = { log: ['log', 'info'], info: ['info', 'log'], warn: ['warn', 'info', 'log'], error: ['error', 'warn', 'log'] };

class Logger {
  constructor(prefix, delegate = console) {
    this.prefix = prefix;
    this.delegate = delegate ?? console;
  }
  setPrefix(prefix) {
    this.prefix = prefix;
  }
  setDelegate(delegate) {
    this.delegate = delegate ?? console;
  }
  emit(level, args) {
    for (const target of [this.delegate, console]) {
      const method = levels[level].find((name) => typeof target[name] === 'function');
      if (method) return void target[method](this.prefix, ...args);
    }
  }
  log(...args) {
    this.emit('log', args);
  }
  info(...args) {
    this.emit('info', args);
  }
  success(...args) {
    this.emit('info', args);
  }
  ready(...args) {
    this.emit('info', args);
  }
  warn(...args) {
    this.emit('warn', args);
  }
  error(...args) {
    this.emit('error', args);
  }
  debug() {}
}

export const createLogger = (prefix) => new Logger(prefix);
// The build's infrastructure logger: in a browser it is the plain one.
export const createInfrastructureLogger = createLogger;
export const bindLoggerToCompiler = () => {};
export const logger = createLogger(PREFIX);
export const infrastructureLogger = createLogger(PREFIX);
