import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';

function gitConfig(key) {
  try {
    return execFileSync('git', ['config', key], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

/** Who the audit log names: GAIDO_RELEASE_ACTOR (CI), else the git user, else the OS user. */
export function whoAmI(env = process.env) {
  if (env.GAIDO_RELEASE_ACTOR) return env.GAIDO_RELEASE_ACTOR;
  const name = gitConfig('user.name');
  const email = gitConfig('user.email');
  if (name || email) return [name, email && `<${email}>`].filter(Boolean).join(' ');
  try {
    return env.USER || userInfo().username;
  } catch {
    return 'unknown';
  }
}
