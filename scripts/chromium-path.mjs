import { existsSync } from 'node:fs';

/** The Chromium the browser tests drive: CHROME_PATH, else Debian's package. */
export function chromiumPath() {
  for (const path of [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (path && existsSync(path)) return path;
  }
  return null;
}
