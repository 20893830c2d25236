// One place that knows where Debian's Chromium lives and how to launch it on these machines.
// Nothing in this project downloads a browser.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// The background-networking flags stop Chromium from dialling Google services on a closed network.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];
