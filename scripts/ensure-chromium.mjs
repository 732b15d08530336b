// Makes sure the browser tests have a Chromium: CHROME_PATH or Debian's /usr/bin/chromium. When
// neither exists it installs Debian's package where it can (root with apt-get), and otherwise stops
// with the one command that does. Playwright never downloads a browser of its own here.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium-path.mjs';

if (!chromiumPath()) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      'Chromium is needed for the browser tests. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium',
    );
    process.exit(1);
  }
  console.log("Chromium not found: installing Debian's chromium package…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (!chromiumPath()) {
    console.error('Installing chromium did not give /usr/bin/chromium; set CHROME_PATH to a Chromium binary.');
    process.exit(1);
  }
}
