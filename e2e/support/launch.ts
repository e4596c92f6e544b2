import type { LaunchOptions } from '@playwright/test';

/**
 * Chromium features switched off. Chromium keeps one --disable-features, the last given, so
 * Playwright's own list (Playwright 1.65) is repeated here. The omnibox pop-ups are web pages
 * that headless Chromium keeps ready and that use a third of a core while idle.
 */
const disabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/** Debian's Chromium's switches: everything that would reach the internet, or idle, switched off. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  `--disable-features=${disabledFeatures.join(',')}`,
];

/** Debian's Chromium, headless. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: chromiumArgs,
};
